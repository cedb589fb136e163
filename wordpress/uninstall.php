<?php
/**
 * Deleting the plugin removes its one option; nothing else is stored.
 *
 * @package Vitrina
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'vitrina_retired' );
