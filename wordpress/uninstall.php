<?php
/**
 * Deleting the plugin removes what it stored: its options (the retired plugins, the Web Vitals
 * settings, the minute's beacon count, the table's schema) and the Web Vitals table; nothing else.
 *
 * @package Vitrina
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

global $wpdb;

delete_option( 'vitrina_retired' );
delete_option( 'vitrina_vitals' );
delete_option( 'vitrina_vitals_rate' );
delete_option( 'vitrina_vitals_schema' );
// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table.
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}vitrina_vitals" );
