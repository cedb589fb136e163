<?php
/**
 * Settings → Vitrina: the plugins and theme parts from the manifest, one checkbox each, with the
 * script handles ticking it retires and the page globals that stay printed. Saved through the
 * settings API (its nonce, manage_options); nothing is retired until the site owner ticks it.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

/**
 * The settings page and the saved choice.
 */
final class Vitrina_Settings {

	const GROUP = 'vitrina';
	const PAGE  = 'vitrina';

	/** @var Vitrina_Manifest|null */
	private $manifest;

	/**
	 * @param Vitrina_Manifest|null $manifest The build's manifest; null when it is missing or corrupt.
	 */
	public function __construct( $manifest ) {
		$this->manifest = $manifest;
	}

	/**
	 * Hooks the setting and the page.
	 */
	public function register() {
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_action( 'admin_menu', array( $this, 'add_page' ) );
	}

	/**
	 * The plugin keys the site owner ticked that the manifest still knows, in the manifest's order.
	 *
	 * @param Vitrina_Manifest $manifest The build's manifest.
	 * @return string[]
	 */
	public static function retired( Vitrina_Manifest $manifest ) {
		$saved = get_option( VITRINA_OPTION, array() );
		$saved = is_array( $saved ) ? $saved : array();
		return array_values( array_filter( array_keys( $manifest->plugins ), static function ( $key ) use ( $saved ) {
			return in_array( $key, $saved, true );
		} ) );
	}

	/**
	 * The option, with its sanitiser.
	 */
	public function register_setting() {
		register_setting(
			self::GROUP,
			VITRINA_OPTION,
			array(
				'type'              => 'array',
				'default'           => array(),
				'show_in_rest'      => false,
				'sanitize_callback' => array( $this, 'sanitize' ),
			)
		);
		register_setting(
			self::GROUP,
			Vitrina_Vitals::SETTINGS,
			array(
				'type'              => 'object',
				'default'           => array(),
				'show_in_rest'      => false,
				'sanitize_callback' => array( 'Vitrina_Vitals', 'sanitize' ),
			)
		);
	}

	/**
	 * Keeps only plugin keys the manifest lists, each once.
	 *
	 * @param mixed $value The posted value.
	 * @return string[]
	 */
	public function sanitize( $value ) {
		if ( ! is_array( $value ) || null === $this->manifest ) {
			return array();
		}
		$keys = array_map( 'sanitize_key', array_filter( $value, 'is_string' ) );
		return array_values( array_intersect( array_keys( $this->manifest->plugins ), $keys ) );
	}

	/**
	 * Settings → Vitrina, for manage_options only.
	 */
	public function add_page() {
		add_options_page( __( 'Vitrina', 'vitrina' ), __( 'Vitrina', 'vitrina' ), 'manage_options', self::PAGE, array( $this, 'render' ) );
	}

	/**
	 * The page.
	 */
	public function render() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Vitrina', 'vitrina' ) . '</h1>';
		if ( null === $this->manifest ) {
			echo '<div class="notice notice-error"><p>' . esc_html__( 'The build manifest (dist/manifest.json) is missing or unreadable: reinstall the plugin from its zip.', 'vitrina' ) . '</p></div></div>';
			return;
		}
		$retired = self::retired( $this->manifest );
		echo '<p>' . esc_html__( 'Tick a plugin to retire its scripts: their files are no longer loaded, the data they printed stays on the page, and Vitrina takes over their widgets. Untick it to bring the plugin\'s own scripts back.', 'vitrina' ) . '</p>';
		/* translators: %s: the query string that shows a page with the legacy scripts. */
		echo '<p>' . sprintf( esc_html__( 'To compare, add %s to any address while logged in as an administrator: the page then loads the plugins\' own scripts.', 'vitrina' ), '<code>?vitrina=off</code>' ) . '</p>';
		echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
		settings_fields( self::GROUP );
		echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Retire', 'vitrina' ) . '</th><th scope="col">' . esc_html__( 'Script handles retired', 'vitrina' ) . '</th><th scope="col">' . esc_html__( 'Page globals kept', 'vitrina' ) . '</th><th scope="col">' . esc_html__( 'Vitrina widgets', 'vitrina' ) . '</th></tr></thead><tbody>';
		foreach ( $this->manifest->plugins as $key => $plugin ) {
			$id = 'vitrina-plugin-' . $key;
			echo '<tr><td><label for="' . esc_attr( $id ) . '"><input type="checkbox" id="' . esc_attr( $id ) . '" name="' . esc_attr( VITRINA_OPTION ) . '[]" value="' . esc_attr( $key ) . '"' . checked( in_array( $key, $retired, true ), true, false ) . '> ' . esc_html( self::label( $plugin['label'] ) ) . '</label></td>';
			echo '<td>' . $this->codes( $plugin['handles'], __( 'none (only switches the widgets on)', 'vitrina' ) ) . '</td>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in codes().
			echo '<td>' . $this->codes( $plugin['globals'], __( 'none', 'vitrina' ) ) . '</td>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in codes().
			echo '<td>' . esc_html( implode( ', ', $plugin['widgets'] ) ) . '</td></tr>';
		}
		echo '</tbody></table>';
		$this->render_vitals_settings();
		submit_button();
		/* translators: 1: the release, such as 0.2.0; 2: the build's hash. */
		echo '</form><p class="description" id="vitrina-version">' . esc_html( sprintf( __( 'Version %1$s (build %2$s)', 'vitrina' ), $this->manifest->version, $this->manifest->build ) ) . '</p></div>';
	}

	/**
	 * The Web Vitals switch and the share of page views sampled.
	 */
	private function render_vitals_settings() {
		$vitals = Vitrina_Vitals::settings();
		echo '<h2>' . esc_html__( 'Real shoppers\' Web Vitals', 'vitrina' ) . '</h2>';
		echo '<p>' . esc_html__( 'When switched on, a sample of the page views of shoppers who accepted statistics cookies reports LCP, INP and CLS to this site, with the page type and the plugins retired. Only counts per range are kept, for 28 days: no address, cookie or user.', 'vitrina' ) . '</p>';
		echo '<p><label for="vitrina-vitals-enabled"><input type="checkbox" id="vitrina-vitals-enabled" name="' . esc_attr( Vitrina_Vitals::SETTINGS ) . '[enabled]" value="1"' . checked( $vitals['enabled'], true, false ) . '> ' . esc_html__( 'Collect real shoppers\' Web Vitals', 'vitrina' ) . '</label></p>';
		echo '<p><label for="vitrina-vitals-sample">' . esc_html__( 'Share of page views sampled (%)', 'vitrina' ) . '</label> <input type="number" min="1" max="100" step="1" id="vitrina-vitals-sample" name="' . esc_attr( Vitrina_Vitals::SETTINGS ) . '[sample]" value="' . esc_attr( (string) $vitals['sample'] ) . '" class="small-text"></p>';
		Vitrina_Vitals_Table::render();
	}

	/**
	 * A plugin's label from the manifest, in the site's language. The labels are data (src/plugins.ts), so
	 * the build adds each to languages/vitrina.pot itself (scripts/wordpress/pot.ts): a literal here
	 * would be a second list of them.
	 *
	 * @param string $label The manifest's English label.
	 */
	private static function label( $label ) {
		return translate( $label, 'vitrina' ); // phpcs:ignore WordPress.WP.I18n.LowLevelTranslationFunction, WordPress.WP.I18n.NonSingularStringLiteralText -- see above.
	}

	/**
	 * A list of names as escaped <code> elements, or the escaped fallback when it is empty.
	 *
	 * @param string[] $names    Handles or globals.
	 * @param string   $fallback Text for an empty list.
	 */
	private function codes( array $names, $fallback ) {
		if ( array() === $names ) {
			return '<em>' . esc_html( $fallback ) . '</em>';
		}
		return implode( ' ', array_map( static function ( $name ) {
			return '<code>' . esc_html( $name ) . '</code>';
		}, $names ) );
	}
}
