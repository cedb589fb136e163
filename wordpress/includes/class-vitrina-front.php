<?php
/**
 * The front end: Vitrina's entry as a script module, printed once, its config beside it, and the
 * ticked plugins' scripts retired. A logged-in administrator adds ?vitrina=off to any URL to see
 * the page with the legacy scripts, for comparing.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

/**
 * Front-end hooks.
 */
final class Vitrina_Front {

	const MODULE_ID = 'vitrina';

	/** @var Vitrina_Manifest */
	private $manifest;

	/**
	 * @param Vitrina_Manifest $manifest The build's manifest.
	 */
	public function __construct( Vitrina_Manifest $manifest ) {
		$this->manifest = $manifest;
	}

	/**
	 * Hooks once WordPress knows the user (?vitrina=off needs the capability).
	 */
	public function register() {
		add_action( 'wp', array( $this, 'start' ) );
	}

	/**
	 * Enqueues the module and retires the ticked plugins' handles, unless switched off for this view.
	 */
	public function start() {
		$retired = Vitrina_Settings::retired( $this->manifest );
		if ( array() === $retired || self::is_switched_off() ) {
			return;
		}
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( wp_is_block_theme() ? 'wp_head' : 'wp_footer', array( $this, 'print_config' ), 9 );
		$switches = $this->manifest->switches( $retired );
		if ( ! empty( $switches['checkout-invoicing'] ) ) {
			add_action( 'wp_head', array( $this, 'print_prepaint_invoicing' ) );
		}
		if ( ! empty( $switches['reviews-slider'] ) ) {
			add_action( 'wp_head', array( $this, 'print_prepaint_reviews' ) );
		}
		( new Vitrina_Retire( $this->manifest->handles_of( $retired ) ) )->register();
	}

	/**
	 * The entry as a script module; its chunks are imported relative to it.
	 */
	public function enqueue() {
		wp_enqueue_script_module(
			self::MODULE_ID,
			plugins_url( 'dist/' . $this->manifest->entry, VITRINA_FILE ),
			array(),
			// No ?ver= query (null): the chunks import the entry back as `../vitrina.js`, and a module
			// URL with a query is another module to the browser, so the runtime would run twice (every
			// widget mounted twice). The chunks' names carry their content hash; the entry is the page's
			// one unhashed file.
			null
		);
	}

	/**
	 * The config Vitrina reads (#vitrina-config): every widget on or off, as its plugin is ticked.
	 */
	public function print_config() {
		$retired = Vitrina_Settings::retired( $this->manifest );
		$config  = array( 'widgets' => $this->manifest->switches( $retired ) );
		$vitals  = Vitrina_Vitals::settings();
		if ( $vitals['enabled'] ) {
			// What the front end's vitals chunk needs: where to send, how often, and the set it reports for.
			$config['vitals'] = array(
				'url'     => rest_url( Vitrina_Vitals::NAMESPACE . Vitrina_Vitals::ROUTE ),
				'sample'  => $vitals['sample'] / 100,
				'retired' => $retired,
			);
		}
		wp_print_inline_script_tag(
			(string) wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ),
			array(
				'type' => 'application/json',
				'id'   => 'vitrina-config',
			)
		);
	}

	/**
	 * SmartBill's invoicing rows as its script shows them for the chosen client type, in the head
	 * of the checkout: drawn right from the first paint, they do not move the form when the widget
	 * mounts, and they follow the select without JavaScript too (assets/prepaint-invoicing.css).
	 * Where WooCommerce can tell, only on the checkout.
	 */
	public function print_prepaint_invoicing() {
		if ( function_exists( 'is_checkout' ) && ! is_checkout() ) {
			return;
		}
		self::print_prepaint( 'invoicing' );
	}

	/**
	 * Customer Reviews' slider until Vitrina draws it in view: clipped, so its unsized cards do not
	 * widen a phone's page; shown as a list without JavaScript (assets/prepaint-reviews.css).
	 */
	public function print_prepaint_reviews() {
		self::print_prepaint( 'reviews' );
	}

	/**
	 * Prints assets/prepaint-$name.css inline, as <style id="vitrina-prepaint-$name">.
	 *
	 * @param string $name Which of the plugin's pre-paint stylesheets.
	 */
	private static function print_prepaint( $name ) {
		$css = file_get_contents( plugin_dir_path( VITRINA_FILE ) . 'assets/prepaint-' . $name . '.css' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of this plugin.
		if ( false === $css ) {
			return;
		}
		printf( "<style id=\"vitrina-prepaint-%s\">\n%s</style>\n", esc_attr( $name ), wp_strip_all_tags( $css ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a stylesheet of this plugin, tags stripped.
	}

	/**
	 * ?vitrina=off, for a logged-in administrator only: everyone else always gets the site as configured.
	 */
	public static function is_switched_off() {
		// A read-only view switch with no side effect: no nonce needed.
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( ! isset( $_GET['vitrina'] ) || 'off' !== sanitize_key( wp_unslash( $_GET['vitrina'] ) ) ) {
			return false;
		}
		return current_user_can( 'manage_options' );
	}
}
