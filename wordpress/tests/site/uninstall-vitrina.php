<?php
/**
 * Uninstalls Vitrina the way WordPress does when the plugin is deleted (uninstall_plugin() runs its
 * uninstall.php), then prints what is left of its options and of its table's rows: "gone" for each
 * that is not.
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
$vitrina_options = static function () {
	global $wpdb;
	$table   = $wpdb->prefix . 'vitrina_vitals';
	$options = array_map(
		static function ( $name ) {
			return get_option( $name, 'gone' );
		},
		array( 'vitrina_retired', 'vitrina_vitals', 'vitrina_vitals_rate', 'vitrina_vitals_schema' )
	);
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a test's own query.
	$options[] = $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ) ? (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ) : 'gone';
	return wp_json_encode( $options );
};
$vitrina_before  = $vitrina_options();
deactivate_plugins( 'vitrina/vitrina.php' );
uninstall_plugin( 'vitrina/vitrina.php' );
echo $vitrina_before . "\n" . $vitrina_options();
