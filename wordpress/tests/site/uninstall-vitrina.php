<?php
/**
 * Uninstalls Vitrina the way WordPress does when the plugin is deleted (uninstall_plugin() runs its
 * uninstall.php), then prints what is left of its option: "gone" when nothing is.
 *   php uninstall-vitrina.php <site dir> <site url>
 *
 * @package Vitrina
 */

if ( 'cli' !== PHP_SAPI || $argc < 3 ) {
	exit( 1 );
}
$vitrina_parts          = parse_url( $argv[2] );
$_SERVER['HTTP_HOST']   = $vitrina_parts['host'] . ':' . $vitrina_parts['port'];
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';
require ABSPATH . 'wp-admin/includes/plugin.php';
$vitrina_before = wp_json_encode( get_option( 'vitrina_retired', 'gone' ) );
deactivate_plugins( 'vitrina/vitrina.php' );
uninstall_plugin( 'vitrina/vitrina.php' );
echo $vitrina_before . ' ' . wp_json_encode( get_option( 'vitrina_retired', 'gone' ) );
