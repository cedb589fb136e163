<?php
/**
 * Plugin Name: Vitrina tests: plugin stand-ins
 * Description: Registers the script handles and page globals of WooCommerce, Flatsome and the shop's plugins the way they print them (legacy-contracts.md), with one stub file for every handle, and the shortcodes that render their markup.
 *
 * Sources (handles, dependencies, print times): WooCommerce 10.9.1 includes/class-wc-frontend-scripts.php
 * (register_script(), localize_printed_scripts() at wp_print_scripts / wp_print_footer_scripts priority 5,
 * wc-cart-fragments queued by the cart widget); Contact Form 7 6.1.6 includes/controller.php and
 * includes/swv/script-loader.php; Akismet 5.6 class.akismet.php load_form_js() (queued as a form renders);
 * Rate My Post 4.5.1 public/class-rate-my-post-public.php; HUSKY 1.4.1 index.php wp_head() at 999 and
 * wp_load_js() (woof_front, its html_types scripts, its "before" inline script); Flatsome 3.x
 * inc/functions/function-setup.php (flatsome-js at wp_enqueue_scripts 100, depends on hoverIntent).
 *
 * ?stand-ins=woof,cf7 limits a page to some groups (woocommerce, flatsome, cf7, rmp, woof), so a test can
 * load a page where nothing but one plugin wants jQuery.
 *
 * @package Vitrina
 */

/**
 * Whether a group of stand-ins is on for this request.
 *
 * @param string $group Group name.
 */
function vitrina_stand_in( $group ) {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended
	if ( ! isset( $_GET['stand-ins'] ) ) {
		return true;
	}
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended
	return in_array( $group, explode( ',', sanitize_text_field( wp_unslash( $_GET['stand-ins'] ) ) ), true );
}

/**
 * The one stub file every stand-in handle loads.
 */
function vitrina_stand_in_src() {
	return WPMU_PLUGIN_URL . '/vitrina-stand-ins/legacy.js';
}

add_action(
	'wp_enqueue_scripts',
	static function () {
		$src   = vitrina_stand_in_src();
		$defer = array( 'strategy' => 'defer' );
		if ( vitrina_stand_in( 'woocommerce' ) ) {
			wp_register_script( 'wc-jquery-blockui', $src, array( 'jquery' ), '2.7.0-wc.10.9.1', $defer );
			wp_register_script( 'jquery-blockui', false, array( 'wc-jquery-blockui' ), '2.7.0-wc.10.9.1', true );
			wp_register_script( 'wc-js-cookie', $src, array(), '2.1.4-wc.10.9.1', $defer );
			wp_register_script( 'js-cookie', false, array( 'wc-js-cookie' ), '2.1.4-wc.10.9.1', true );
			wp_register_script( 'woocommerce', $src, array( 'jquery', 'wc-jquery-blockui', 'wc-js-cookie' ), '10.9.1', $defer );
			wp_register_script( 'wc-add-to-cart', $src, array( 'jquery', 'wc-jquery-blockui' ), '10.9.1', $defer );
			wp_register_script( 'wc-cart-fragments', $src, array( 'jquery', 'wc-js-cookie' ), '10.9.1', $defer );
			wp_enqueue_script( 'woocommerce' );
			wp_enqueue_script( 'wc-add-to-cart' ); // woocommerce_enable_ajax_add_to_cart = yes.
		}
		if ( vitrina_stand_in( 'cf7' ) ) {
			wp_register_script( 'swv', $src, array(), '6.1.6', array( 'in_footer' => true ) );
			wp_register_script( 'contact-form-7', $src, array( 'wp-i18n', 'swv' ), '6.1.6', array( 'in_footer' => true ) );
			wp_set_script_translations( 'contact-form-7', 'contact-form-7' );
			wp_enqueue_script( 'contact-form-7' );
			$wpcf7 = array(
				'api' => array(
					'root'      => sanitize_url( get_rest_url() ),
					'namespace' => 'contact-form-7/v1',
				),
			);
			wp_add_inline_script( 'contact-form-7', sprintf( 'var wpcf7 = %s;', wp_json_encode( $wpcf7, JSON_PRETTY_PRINT ) ), 'before' );
		}
		if ( vitrina_stand_in( 'rmp' ) ) {
			wp_register_script( 'rate-my-post', $src, array(), '4.5.1', true );
			wp_enqueue_script( 'rate-my-post' );
			wp_localize_script(
				'rate-my-post',
				'rmp_frontend',
				array(
					'admin_ajax'     => admin_url( 'admin-ajax.php' ),
					'postID'         => get_the_ID(),
					'noVotes'        => 'Niciun vot până acum! Fii primul care evaluează acest articol.',
					'cookie'         => 'Ai votat deja! Acest vot nu va fi luat în considerare.',
					'afterVote'      => 'Mulțumim pentru evaluare!',
					'notShowRating'  => 1,
					'social'         => 1,
					'feedback'       => 1,
					'cookieDisable'  => 1,
					'emptyFeedback'  => 'Te rugăm să introduci feedback-ul tău.',
					'hoverTexts'     => 2,
					'preventAccidental' => 1,
					'grecaptcha'     => 1,
					'siteKey'        => '',
					'votingPriv'     => 1,
					'loggedIn'       => '',
					'positiveThreshold' => 2,
					'ajaxLoad'       => 1,
					'disableClearCache' => 1,
					'nonce'          => wp_create_nonce( 'rmp_public_nonce' ),
					'is_not_votable' => 'false',
				)
			);
		}
	}
);

// Flatsome enqueues late (priority 100), after the plugins.
add_action(
	'wp_enqueue_scripts',
	static function () {
		if ( ! vitrina_stand_in( 'flatsome' ) ) {
			return;
		}
		wp_enqueue_script( 'flatsome-js', vitrina_stand_in_src(), array( 'jquery', 'hoverIntent' ), '3.19.0', true );
		wp_localize_script(
			'flatsome-js',
			'flatsomeVars',
			array(
				'ajaxurl'       => admin_url( 'admin-ajax.php' ),
				'rtl'           => is_rtl(),
				'sticky_height' => 70,
				'lightbox'      => array(
					'close_markup'     => '<button title="%title%" type="button" class="mfp-close">×</button>',
					'close_btn_inside' => false,
				),
				'user'          => array( 'can_edit_pages' => current_user_can( 'edit_pages' ) ),
			)
		);
	},
	100
);

// HUSKY queues its front script at wp_head 999, after the head scripts printed: it lands in the footer.
add_action(
	'wp_head',
	static function () {
		if ( ! vitrina_stand_in( 'woof' ) ) {
			return;
		}
		$src = vitrina_stand_in_src();
		wp_enqueue_script( 'woof_front', $src, array( 'jquery' ), '1.4.1' );
		foreach ( array( 'radio', 'checkbox', 'select', 'mselect' ) as $type ) {
			wp_enqueue_script( "woof_{$type}_html_items", $src, array( 'jquery' ), '1.4.1' );
		}
		$before  = 'const woof_front_nonce = "' . esc_html( wp_create_nonce( 'woof_front_nonce' ) ) . '";';
		$before .= "\nvar woof_is_permalink = 1;\nvar woof_lang = {'orderby': \"orderby\", 'date': \"data\", 'perpage': \"pe pagină\", 'pricerange': \"preț\", 'menu_order': \"ordinea meniului\", 'popularity': \"popularitate\", 'rating': \"evaluare\", 'price': \"preț crescător\", 'price-desc': \"preț descrescător\", 'clear_all': \"Șterge tot\", 'list_opener': \"Copil al listei\"};";
		$before .= "\nvar woof_is_mobile = 0;\nvar woof_current_values = '[]';\nvar woof_is_ajax = 0;";
		$before .= " function woof_js_after_ajax_done() { jQuery(document).trigger('woof_ajax_done'); }";
		wp_add_inline_script( 'woof_front', $before, 'before' );
		wp_localize_script( 'woof_front', 'woof_filter_titles', array( 'product_cat' => 'Categorii' ) );
		wp_enqueue_script( 'ion.range-slider', $src, array( 'jquery' ), '1.4.1' );
	},
	999
);

/**
 * WooCommerce attaches its *_params at print time, only to handles still queued.
 */
function vitrina_stand_in_wc_localize() {
	static $done = array();
	$params = array(
		'woocommerce'       => array(
			'ajax_url'    => admin_url( 'admin-ajax.php', 'relative' ),
			'wc_ajax_url' => '/?wc-ajax=%%endpoint%%',
			'i18n_password_show' => 'Arată parola',
			'i18n_password_hide' => 'Ascunde parola',
		),
		'wc-add-to-cart'    => array(
			'ajax_url'                => admin_url( 'admin-ajax.php', 'relative' ),
			'wc_ajax_url'             => '/?wc-ajax=%%endpoint%%',
			'i18n_view_cart'          => 'Vezi coșul',
			'cart_url'                => home_url( '/cos/' ),
			'is_cart'                 => '',
			'cart_redirect_after_add' => 'no',
		),
		'wc-cart-fragments' => array(
			'ajax_url'        => admin_url( 'admin-ajax.php', 'relative' ),
			'wc_ajax_url'     => '/?wc-ajax=%%endpoint%%',
			'cart_hash_key'   => 'wc_cart_hash_' . md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() ),
			'fragment_name'   => 'wc_fragments_' . md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() ),
			'request_timeout' => 5000,
		),
	);
	foreach ( $params as $handle => $data ) {
		if ( ! in_array( $handle, $done, true ) && wp_script_is( $handle ) ) {
			$done[] = $handle;
			wp_localize_script( $handle, str_replace( '-', '_', $handle ) . '_params', $data );
		}
	}
}
add_action( 'wp_print_scripts', 'vitrina_stand_in_wc_localize', 5 );
add_action( 'wp_print_footer_scripts', 'vitrina_stand_in_wc_localize', 5 );

// The cart widget queues wc-cart-fragments as it renders (WooCommerce 7.8+), like Akismet with a form.
add_shortcode(
	'vitrina_mini_cart',
	static function () {
		wp_enqueue_script( 'wc-cart-fragments' );
		// WooCommerce 10.9 templates/cart/mini-cart.php inside Flatsome's header cart dropdown.
		return '<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content">'
			. '<p class="woocommerce-mini-cart__empty-message">Nu ai niciun produs în coș.</p></div></div>';
	}
);

add_shortcode(
	'vitrina_contact_form',
	static function () {
		wp_register_script( 'akismet-frontend', vitrina_stand_in_src(), array(), '1718640000', true );
		wp_enqueue_script( 'akismet-frontend' );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		return (string) file_get_contents( __DIR__ . '/vitrina-stand-ins/contact-form.html' );
	}
);
