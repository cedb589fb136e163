<?php
/**
 * Plugin Name: Vitrina tests: offline
 * Description: Answers every outside HTTP request (update checks) with an empty 200 and drops the dashboard's news feeds, so the test site never waits on the network and its debug log stays clean (an empty feed logs SimplePie notices).
 *
 * @package Vitrina
 */

add_filter(
	'pre_http_request',
	static function ( $response, $args, $url ) {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( in_array( $host, array( '127.0.0.1', 'localhost' ), true ) ) {
			return $response;
		}
		return array(
			'headers'  => array(),
			'body'     => '',
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	10,
	3
);

add_action(
	'wp_dashboard_setup',
	static function () {
		remove_meta_box( 'dashboard_primary', 'dashboard', 'side' );
	}
);
