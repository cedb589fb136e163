<?php
/**
 * Two beacons at once, made deterministic: beacon A is sent through the REST route, and at the
 * moment it first writes to the Web Vitals storage, beacon B is sent whole by another PHP process
 * (another request). A store that adds by read-modify-write loses B's count here; a store that adds
 * in one statement keeps both. Prints the two statuses as JSON.
 *   php vitals-race.php <site dir> <site url> <beacon JSON>
 *
 * @package Vitrina
 */

if ( 'cli' !== PHP_SAPI || $argc < 4 ) {
	exit( 1 );
}
$vitrina_alone          = isset( $argv[4] ) && '--alone' === $argv[4];
$vitrina_parts          = parse_url( $argv[2] );
$_SERVER['HTTP_HOST']   = $vitrina_parts['host'] . ':' . $vitrina_parts['port'];
$_SERVER['REQUEST_URI'] = '/';
require $argv[1] . '/wp-load.php';

$vitrina_send = static function ( $body ) {
	$request = new WP_REST_Request( 'POST', '/vitrina/v1/vitals' );
	$request->set_body( $body );
	return rest_do_request( $request )->get_status();
};

if ( $vitrina_alone ) {
	echo (int) $vitrina_send( $argv[3] );
	exit( 0 );
}

$vitrina_other = null;
add_filter(
	'query',
	static function ( $query ) use ( &$vitrina_other, $argv ) {
		$writes = preg_match( '/^\s*(INSERT|UPDATE|REPLACE)\b/i', $query );
		// The budget's and the schema's options are not the counts.
		$counts = false !== strpos( $query, 'vitrina_vitals' ) && false === strpos( $query, 'vitrina_vitals_rate' ) && false === strpos( $query, 'vitrina_vitals_schema' );
		if ( null === $vitrina_other && $writes && $counts ) {
			$vitrina_other = (int) shell_exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __FILE__ ) . ' ' . escapeshellarg( $argv[1] ) . ' ' . escapeshellarg( $argv[2] ) . ' ' . escapeshellarg( $argv[3] ) . ' --alone' );
		}
		return $query;
	}
);
$vitrina_first = $vitrina_send( $argv[3] );
echo wp_json_encode( array( $vitrina_first, $vitrina_other ) );
