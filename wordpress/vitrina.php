<?php
/**
 * Plugin Name:       Vitrina
 * Description:       Replaces the jQuery-era front-end scripts of WooCommerce, Flatsome and their plugins with one small bundle, one plugin at a time.
 * Version:           0.2.0
 * Requires at least: 6.5
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       vitrina
 * Domain Path:       /languages
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

// The version above is package.json's (the build refuses any other); the code reads it from the manifest.
define( 'VITRINA_FILE', __FILE__ );
define( 'VITRINA_OPTION', 'vitrina_retired' );

require_once __DIR__ . '/includes/class-vitrina-manifest.php';
require_once __DIR__ . '/includes/class-vitrina-retire.php';
require_once __DIR__ . '/includes/class-vitrina-front.php';
require_once __DIR__ . '/includes/class-vitrina-settings.php';
require_once __DIR__ . '/includes/class-vitrina-vitals.php';
require_once __DIR__ . '/includes/class-vitrina-vitals-table.php';

add_action(
	'init',
	static function () {
		load_plugin_textdomain( 'vitrina', false, dirname( plugin_basename( VITRINA_FILE ) ) . '/languages' );
	}
);

add_action(
	'plugins_loaded',
	static function () {
		$manifest = Vitrina_Manifest::load( __DIR__ . '/dist/manifest.json' );
		( new Vitrina_Settings( $manifest ) )->register();
		if ( null !== $manifest ) {
			( new Vitrina_Vitals( $manifest ) )->register();
		}
		if ( ! is_admin() && null !== $manifest ) {
			( new Vitrina_Front( $manifest ) )->register();
		}
	}
);
