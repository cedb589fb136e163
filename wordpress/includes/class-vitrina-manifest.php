<?php
/**
 * The build's dist/manifest.json: the one list of widgets, the plugins they replace and the script
 * handles each plugin retires. The settings page, the dequeue and the docs all read it.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

/**
 * A validated, read-only view of the manifest.
 */
final class Vitrina_Manifest {

	/** @var string The release (package.json's semver), as people read it. */
	public $version;

	/** @var string The build hash: the module's cache key, new with every changed build. */
	public $build;

	/** @var string The entry file under dist/. */
	public $entry;

	/** @var array<string, array{label: string, widgets: string[], handles: string[], globals: string[]}> */
	public $plugins;

	/** @var array<string, string> Widget name => plugin key. */
	public $widgets;

	/**
	 * Reads and checks the file; null when it is missing or not what the build writes.
	 *
	 * @param string $path Absolute path of manifest.json.
	 */
	public static function load( $path ) {
		if ( ! is_readable( $path ) ) {
			return null;
		}
		// A local file shipped in the plugin's own zip, not a remote URL.
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$data = json_decode( (string) file_get_contents( $path ), true );
		if ( ! is_array( $data ) || ! self::is_text( $data, 'version' ) || ! self::is_text( $data, 'build' ) || ! self::is_text( $data, 'entry' )
			|| ! isset( $data['plugins'], $data['widgets'] ) || ! is_array( $data['plugins'] ) || ! is_array( $data['widgets'] ) ) {
			return null;
		}
		$manifest          = new self();
		$manifest->version = $data['version'];
		$manifest->build   = $data['build'];
		$manifest->entry   = $data['entry'];
		$manifest->plugins = array();
		$manifest->widgets = array();
		foreach ( $data['plugins'] as $key => $plugin ) {
			if ( ! is_string( $key ) || ! is_array( $plugin ) || ! self::is_text( $plugin, 'label' ) ) {
				return null;
			}
			$manifest->plugins[ $key ] = array(
				'label'   => $plugin['label'],
				'widgets' => self::strings( $plugin, 'widgets' ),
				'handles' => self::strings( $plugin, 'handles' ),
				'globals' => self::strings( $plugin, 'globals' ),
			);
		}
		foreach ( $data['widgets'] as $name => $widget ) {
			if ( ! is_string( $name ) || ! is_array( $widget ) || ! self::is_text( $widget, 'plugin' ) ) {
				return null;
			}
			$manifest->widgets[ $name ] = $widget['plugin'];
		}
		return $manifest;
	}

	/**
	 * The handles the given plugins retire, each once.
	 *
	 * @param string[] $keys Retired plugin keys.
	 * @return string[]
	 */
	public function handles_of( array $keys ) {
		$handles = array();
		foreach ( $keys as $key ) {
			if ( isset( $this->plugins[ $key ] ) ) {
				$handles = array_merge( $handles, $this->plugins[ $key ]['handles'] );
			}
		}
		return array_values( array_unique( $handles ) );
	}

	/**
	 * Every widget switched on (its plugin retired) or off (its plugin still does the job).
	 *
	 * @param string[] $keys Retired plugin keys.
	 * @return array<string, bool>
	 */
	public function switches( array $keys ) {
		$switches = array();
		foreach ( $this->widgets as $name => $plugin ) {
			$switches[ $name ] = in_array( $plugin, $keys, true );
		}
		return $switches;
	}

	/**
	 * Whether $data[$key] is a non-empty string.
	 *
	 * @param array  $data Decoded JSON object.
	 * @param string $key  Field name.
	 */
	private static function is_text( array $data, $key ) {
		return isset( $data[ $key ] ) && is_string( $data[ $key ] ) && '' !== $data[ $key ];
	}

	/**
	 * The strings of a list field; anything else in it is dropped.
	 *
	 * @param array  $data Decoded JSON object.
	 * @param string $key  Field name.
	 * @return string[]
	 */
	private static function strings( array $data, $key ) {
		if ( ! isset( $data[ $key ] ) || ! is_array( $data[ $key ] ) ) {
			return array();
		}
		return array_values( array_filter( $data[ $key ], 'is_string' ) );
	}
}
