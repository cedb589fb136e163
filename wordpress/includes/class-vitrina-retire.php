<?php
/**
 * Retires the legacy script handles of the plugins the site owner ticked, without losing their
 * page globals.
 *
 * WordPress stops printing a handle's data (wp_localize_script, its before/after inline scripts)
 * once the handle is dequeued, and WooCommerce attaches its *_params data at print time only to
 * handles still queued. So a retired handle keeps its place in the queue with its file and its
 * dependencies taken away: WordPress then prints its data alone, and jQuery and the other libraries
 * it needed are printed only if something still enqueued needs them. A handle with no data at all
 * is simply dequeued.
 *
 * Some handles are queued while the page renders (WooCommerce's wc-cart-fragments with the cart
 * widget, Akismet's akismet-frontend with a form, HUSKY's woof_front at wp_head 999), so the work
 * is done where WordPress prints: just after WooCommerce localizes (priority 5) on wp_print_scripts
 * and wp_print_footer_scripts, and once more on print_scripts_array for anything queued later.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

/**
 * Empties the retired handles at print time.
 */
final class Vitrina_Retire {

	/** @var string[] */
	private $handles;

	/**
	 * @param string[] $handles The handles the ticked plugins retire (from the manifest).
	 */
	public function __construct( array $handles ) {
		$this->handles = $handles;
	}

	/**
	 * Hooks the print-time passes.
	 */
	public function register() {
		if ( array() === $this->handles ) {
			return;
		}
		add_action( 'wp_print_scripts', array( $this, 'retire' ), 6 );
		add_action( 'wp_print_footer_scripts', array( $this, 'retire' ), 6 );
		add_filter( 'print_scripts_array', array( $this, 'retire_late' ) );
	}

	/**
	 * Empties every retired handle; dequeues those that carry no data.
	 */
	public function retire() {
		$scripts = wp_scripts();
		foreach ( $this->handles as $handle ) {
			if ( ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$this->empty_handle( $scripts->registered[ $handle ] );
			if ( ! $this->has_data( $scripts, $handle ) ) {
				wp_dequeue_script( $handle );
			}
		}
	}

	/**
	 * Last pass over the resolved list: a retired handle queued after the passes above prints no file.
	 *
	 * @param mixed $to_do Handles about to print.
	 * @return mixed
	 */
	public function retire_late( $to_do ) {
		if ( ! is_array( $to_do ) ) {
			return $to_do;
		}
		$scripts = wp_scripts();
		foreach ( array_intersect( $to_do, $this->handles ) as $handle ) {
			if ( isset( $scripts->registered[ $handle ] ) ) {
				$this->empty_handle( $scripts->registered[ $handle ] );
			}
		}
		return $to_do;
	}

	/**
	 * No file, no dependencies, no translations for a file that is not printed.
	 *
	 * @param _WP_Dependency $dependency The handle's registration.
	 */
	private function empty_handle( $dependency ) {
		$dependency->src        = false;
		$dependency->deps       = array();
		$dependency->textdomain = null;
	}

	/**
	 * Whether the handle prints page globals or inline code of its own.
	 *
	 * @param WP_Scripts $scripts The scripts registry.
	 * @param string     $handle  Handle.
	 */
	private function has_data( $scripts, $handle ) {
		return (bool) $scripts->get_data( $handle, 'data' )
			|| (bool) $scripts->get_data( $handle, 'before' )
			|| (bool) $scripts->get_data( $handle, 'after' );
	}
}
