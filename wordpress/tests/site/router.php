<?php
/**
 * Router for PHP's built-in server: existing files are served as they are; every other path goes
 * to WordPress's index.php (pretty permalinks, /wp-json/).
 *
 * @package Vitrina
 */

$vitrina_root = isset( $_SERVER['DOCUMENT_ROOT'] ) ? $_SERVER['DOCUMENT_ROOT'] : __DIR__;
$vitrina_path = (string) parse_url( isset( $_SERVER['REQUEST_URI'] ) ? $_SERVER['REQUEST_URI'] : '/', PHP_URL_PATH );
if ( '/' !== $vitrina_path && file_exists( $vitrina_root . $vitrina_path ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $vitrina_root . '/index.php';
require $vitrina_root . '/index.php';
