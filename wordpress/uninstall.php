<?php
/**
 * Deleting the plugin removes its options: the retired plugins, the Web Vitals settings, their
 * aggregates and the minute's beacon count; nothing else is stored.
 *
 * @package Vitrina
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'vitrina_retired' );
delete_option( 'vitrina_vitals' );
delete_option( 'vitrina_vitals_data' );
delete_option( 'vitrina_vitals_rate' );
