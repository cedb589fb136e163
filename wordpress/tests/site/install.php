<?php
/**
 * Installs the test site from the command line (there is no wp-cli here).
 *   php install.php <site dir> <site url> install    wp_install() with the administrator
 *   php install.php <site dir> <site url> configure  theme, permalinks, users, the test page, Vitrina active
 *
 * @package Vitrina
 */

if ( 'cli' !== PHP_SAPI || $argc < 4 ) {
	exit( 1 );
}
list( , $vitrina_site, $vitrina_url, $vitrina_phase ) = $argv;

$vitrina_parts             = parse_url( $vitrina_url );
$_SERVER['HTTP_HOST']       = $vitrina_parts['host'] . ( isset( $vitrina_parts['port'] ) ? ':' . $vitrina_parts['port'] : '' );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['SERVER_NAME']     = $vitrina_parts['host'];

if ( 'install' === $vitrina_phase ) {
	define( 'WP_INSTALLING', true );
	/** Pluggable: the real one would call sendmail. */
	function wp_new_blog_notification() {}
	require $vitrina_site . '/wp-load.php';
	require ABSPATH . 'wp-admin/includes/upgrade.php';
	wp_install( 'Vitrina test shop', 'admin', 'admin@vitrina.test', true, '', 'vitrina-admin-password' );
	exit( 0 );
}

require $vitrina_site . '/wp-load.php';
require ABSPATH . 'wp-admin/includes/plugin.php';
switch_theme( 'vitrina-stand-in' );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'blog_public', '0' );
wp_insert_user(
	array(
		'user_login' => 'editor',
		'user_pass'  => 'vitrina-editor-password',
		'user_email' => 'editor@vitrina.test',
		'role'       => 'editor',
	)
);
kses_remove_filters();
wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_name'    => 'vitrina-test',
		'post_title'   => 'Vitrina test',
		'post_content' => file_get_contents( __DIR__ . '/page.html' ),
	)
);
$vitrina_activated = activate_plugin( 'vitrina/vitrina.php' );
if ( is_wp_error( $vitrina_activated ) ) {
	fwrite( STDERR, $vitrina_activated->get_error_message() . "\n" );
	exit( 1 );
}
flush_rewrite_rules();
