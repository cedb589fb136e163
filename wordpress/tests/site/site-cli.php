<?php
/**
 * Small changes to the test site from the tests, as wp-cli would make them (there is none here):
 *   php site-cli.php <site dir> <site url> language <locale|"">   the site language (option WPLANG)
 *   php site-cli.php <site dir> <site url> remove-vitrina          deactivate and delete the plugin's files
 *   php site-cli.php <site dir> <site url> option <name>           an option as JSON, "gone" when there is none
 *   php site-cli.php <site dir> <site url> vitals-rows             the Web Vitals table's rows as JSON, "gone" when there is none
 * Prints "ok" or the error.
 *
 * @package Vitrina
 */

if ( 'cli' !== PHP_SAPI || $argc < 4 ) {
	exit( 1 );
}
$vitrina_parts          = parse_url( $argv[2] );
$_SERVER['HTTP_HOST']   = $vitrina_parts['host'] . ':' . $vitrina_parts['port'];
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';

if ( 'language' === $argv[3] ) {
	// WordPress keeps only a locale whose core language pack is installed, and none can be downloaded
	// here: take the value as given. Core strings then stay English; the plugin's come from its own .mo.
	add_filter(
		'sanitize_option_WPLANG',
		static function ( $value, $option, $original ) {
			return $original;
		},
		10,
		3
	);
	update_option( 'WPLANG', isset( $argv[4] ) ? $argv[4] : '' );
	echo 'ok';
} elseif ( 'remove-vitrina' === $argv[3] ) {
	if ( ! file_exists( WP_PLUGIN_DIR . '/vitrina/vitrina.php' ) ) {
		exit( 'ok' );
	}
	deactivate_plugins( 'vitrina/vitrina.php', true );
	$vitrina_deleted = delete_plugins( array( 'vitrina/vitrina.php' ) );
	echo true === $vitrina_deleted ? 'ok' : wp_json_encode( $vitrina_deleted );
} elseif ( 'option' === $argv[3] && isset( $argv[4] ) ) {
	echo wp_json_encode( get_option( $argv[4], 'gone' ) );
} elseif ( 'vitals-rows' === $argv[3] ) {
	$vitrina_table = $wpdb->prefix . 'vitrina_vitals';
	if ( $vitrina_table !== $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $vitrina_table ) ) ) {
		exit( wp_json_encode( 'gone' ) );
	}
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a test's own query.
	echo wp_json_encode( $wpdb->get_results( "SELECT * FROM {$vitrina_table} ORDER BY id", ARRAY_A ) );
} else {
	exit( 1 );
}
