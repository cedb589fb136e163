<?php
/**
 * Real shoppers' Web Vitals, per set of retired plugins: a same-origin REST route takes one small
 * beacon per sampled page view (LCP, INP, CLS, the page type, the retired set) and adds each value
 * to a histogram bucket of the day, one row per bucket in the table {prefix}vitrina_vitals. Only
 * counts are stored: no IP, cookie, user or address. The route is open only while the site owner has
 * switched it on in Settings → Vitrina.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

/**
 * The route, its limits and the stored aggregates.
 */
final class Vitrina_Vitals {

	const SETTINGS  = 'vitrina_vitals';
	const RATE      = 'vitrina_vitals_rate';
	const NAMESPACE = 'vitrina/v1';
	const ROUTE     = '/vitals';

	/** The counts' table, after $wpdb->prefix. */
	const TABLE = 'vitrina_vitals';

	/** The option naming the table's schema once it is created (dbDelta runs again when it changes). */
	const SCHEMA         = 'vitrina_vitals_schema';
	const SCHEMA_VERSION = '1';

	/** The largest body a beacon may have, in bytes. */
	const MAX_BYTES = 512;

	/** Beacons accepted per minute from everyone together (filter vitrina_vitals_per_minute). */
	const PER_MINUTE = 120;

	/** Days of data kept. */
	const DAYS = 28;

	/** Page types the front end names. */
	const PAGE_TYPES = array( 'home', 'product', 'category', 'cart', 'checkout', 'page', 'other' );

	/**
	 * Each metric: the largest value accepted, the width of a bucket and the start of the last,
	 * open-ended bucket. Widths put Google's thresholds (2.5 s / 4 s, 200 / 500 ms, 0.1 / 0.25) on edges.
	 */
	const METRICS = array(
		'LCP' => array(
			'max'   => 120000,
			'width' => 100,
			'cap'   => 10000,
		),
		'INP' => array(
			'max'   => 60000,
			'width' => 25,
			'cap'   => 2000,
		),
		'CLS' => array(
			'max'   => 50,
			'width' => 0.01,
			'cap'   => 1,
		),
	);

	/** @var Vitrina_Manifest */
	private $manifest;

	/**
	 * @param Vitrina_Manifest $manifest The build's manifest.
	 */
	public function __construct( Vitrina_Manifest $manifest ) {
		$this->manifest = $manifest;
	}

	/**
	 * Hooks the route.
	 */
	public function register() {
		add_action( 'rest_api_init', array( $this, 'register_route' ) );
		// The table is made when the owner switches the reports on, wherever the option is saved from.
		add_action( 'add_option_' . self::SETTINGS, array( __CLASS__, 'install_when_enabled' ) );
		add_action( 'update_option_' . self::SETTINGS, array( __CLASS__, 'install_when_enabled' ) );
		add_action( 'admin_init', array( __CLASS__, 'install_when_enabled' ) );
	}

	/**
	 * Creates or updates the table while the reports are on and its schema is not the current one.
	 */
	public static function install_when_enabled() {
		if ( self::settings()['enabled'] && ! self::installed() ) {
			self::install();
		}
	}

	/**
	 * Whether the table has the current schema.
	 */
	public static function installed() {
		return self::SCHEMA_VERSION === get_option( self::SCHEMA );
	}

	/**
	 * The table's full name.
	 */
	public static function table() {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * One row per bucket: the retired set (its key's md5 for the index, the key itself for reading), the
	 * day, the metric, the page type, the bucket and its count. The unique key is what lets a beacon add
	 * to a count in one statement, however many beacons arrive at once.
	 */
	public static function install() {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = self::table();
		dbDelta(
			"CREATE TABLE {$table} (
id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
set_hash char(32) NOT NULL,
plugins text NOT NULL,
sample_day date NOT NULL,
metric varchar(3) NOT NULL,
page_type varchar(10) NOT NULL,
bucket smallint(5) unsigned NOT NULL,
hits bigint(20) unsigned NOT NULL DEFAULT 0,
PRIMARY KEY  (id),
UNIQUE KEY sample_bucket (set_hash,sample_day,metric,page_type,bucket)
) {$wpdb->get_charset_collate()};"
		);
		update_option( self::SCHEMA, self::SCHEMA_VERSION, true );
	}

	/**
	 * The saved settings: switched on or not, and the share of page views sampled (1–100 %).
	 *
	 * @return array{enabled: bool, sample: int}
	 */
	public static function settings() {
		$saved = get_option( self::SETTINGS, array() );
		$saved = is_array( $saved ) ? $saved : array();
		return array(
			'enabled' => ! empty( $saved['enabled'] ),
			'sample'  => isset( $saved['sample'] ) ? max( 1, min( 100, (int) $saved['sample'] ) ) : 10,
		);
	}

	/**
	 * The settings' sanitiser.
	 *
	 * @param mixed $value The posted value.
	 * @return array{enabled: bool, sample: int}
	 */
	public static function sanitize( $value ) {
		$value = is_array( $value ) ? $value : array();
		return array(
			'enabled' => ! empty( $value['enabled'] ),
			'sample'  => isset( $value['sample'] ) && is_numeric( $value['sample'] ) ? max( 1, min( 100, (int) $value['sample'] ) ) : 10,
		);
	}

	/**
	 * POST vitrina/v1/vitals, open to shoppers (no login, no nonce: a cached page has no fresh one).
	 */
	public function register_route() {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'receive' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * One beacon: refused unless switched on, within the minute's budget, small, and exactly of the
	 * known shape; otherwise each value is counted in its bucket.
	 *
	 * @param WP_REST_Request $request The beacon.
	 * @return WP_REST_Response|WP_Error
	 */
	public function receive( WP_REST_Request $request ) {
		if ( ! self::settings()['enabled'] || ! self::installed() ) {
			return new WP_Error( 'vitrina_vitals_off', __( 'Web Vitals reports are switched off.', 'vitrina' ), array( 'status' => 404 ) );
		}
		if ( ! self::take_from_budget() ) {
			return new WP_Error( 'vitrina_vitals_busy', __( 'Too many reports this minute.', 'vitrina' ), array( 'status' => 429 ) );
		}
		$body = $request->get_body();
		if ( strlen( $body ) > self::MAX_BYTES ) {
			return new WP_Error( 'vitrina_vitals_too_large', __( 'The report is too large.', 'vitrina' ), array( 'status' => 413 ) );
		}
		$beacon = self::parse( $body, Vitrina_Settings::retired( $this->manifest ) );
		if ( null === $beacon ) {
			return new WP_Error( 'vitrina_vitals_invalid', __( 'The report is not one Vitrina sends.', 'vitrina' ), array( 'status' => 400 ) );
		}
		self::record( $beacon );
		return new WP_REST_Response( null, 204 );
	}

	/**
	 * The beacon's fields when it is exactly {page, retired, metrics} with known values in range.
	 * The retired set must be the one the site has now: a page served before the owner's last change
	 * is dropped, and no client can make up sets.
	 *
	 * @param string   $body    The request body (JSON).
	 * @param string[] $retired The retired plugin keys now.
	 * @return array{page: string, retired: string[], metrics: array<string, float>}|null
	 */
	public static function parse( $body, array $retired ) {
		$data = json_decode( $body, true );
		if ( ! is_array( $data ) || array( 'metrics', 'page', 'retired' ) !== self::sorted( array_keys( $data ) ) ) {
			return null;
		}
		if ( ! is_string( $data['page'] ) || ! in_array( $data['page'], self::PAGE_TYPES, true ) ) {
			return null;
		}
		if ( ! is_array( $data['retired'] ) || self::sorted( $data['retired'] ) !== self::sorted( $retired ) || count( $data['retired'] ) !== count( $retired ) ) {
			return null;
		}
		if ( ! is_array( $data['metrics'] ) || array() === $data['metrics'] ) {
			return null;
		}
		$metrics = array();
		foreach ( $data['metrics'] as $name => $value ) {
			if ( ! isset( self::METRICS[ $name ] ) || ! ( is_int( $value ) || is_float( $value ) ) || $value < 0 || $value > self::METRICS[ $name ]['max'] ) {
				return null;
			}
			$metrics[ $name ] = (float) $value;
		}
		return array(
			'page'    => $data['page'],
			'retired' => self::sorted( $retired ),
			'metrics' => $metrics,
		);
	}

	/**
	 * The bucket a value falls in: floor(value / width), the last one open-ended from the cap.
	 *
	 * @param string $metric LCP, INP or CLS.
	 * @param float  $value  The measured value.
	 */
	public static function bucket( $metric, $value ) {
		$spec = self::METRICS[ $metric ];
		$last = (int) round( $spec['cap'] / $spec['width'] );
		// The small epsilon keeps 0.1 / 0.01 (stored as 9.999…) in bucket 10.
		return min( $last, (int) floor( $value / $spec['width'] + 1e-9 ) );
	}

	/**
	 * The 75th percentile of a histogram, as the upper edge of the bucket it falls in (null when empty).
	 * The open last bucket answers with its start: "at least the cap".
	 *
	 * @param string         $metric LCP, INP or CLS.
	 * @param array<int,int> $counts Count per bucket.
	 * @return float|null
	 */
	public static function p75( $metric, array $counts ) {
		$total = array_sum( $counts );
		if ( $total <= 0 ) {
			return null;
		}
		ksort( $counts );
		$spec = self::METRICS[ $metric ];
		$last = (int) round( $spec['cap'] / $spec['width'] );
		$seen = 0;
		foreach ( $counts as $bucket => $count ) {
			$seen += $count;
			if ( $seen >= 0.75 * $total ) {
				return $bucket >= $last ? (float) $spec['cap'] : ( $bucket + 1 ) * $spec['width'];
			}
		}
		return (float) $spec['cap'];
	}

	/**
	 * Every retired set with data in the last 28 days, in the order each was first counted: its
	 * plugins, that first row's id, and the histogram per "METRIC|page" summed over the days.
	 *
	 * @return array<int, array{plugins: string[], first: int, histograms: array<string, array<int,int>>}>
	 */
	public static function sets() {
		global $wpdb;
		if ( ! self::installed() ) {
			return array();
		}
		$table = self::table();
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
				"SELECT set_hash, plugins, metric, page_type, bucket, SUM(hits) AS hits, MIN(id) AS first_id FROM {$table} WHERE sample_day >= %s GROUP BY set_hash, plugins, metric, page_type, bucket",
				self::oldest_day()
			),
			ARRAY_A
		);
		$sets = array();
		foreach ( (array) $rows as $row ) {
			$hash = $row['set_hash'];
			if ( ! isset( $sets[ $hash ] ) ) {
				$sets[ $hash ] = array(
					'plugins'    => '' === $row['plugins'] ? array() : explode( ',', $row['plugins'] ),
					'first'      => (int) $row['first_id'],
					'histograms' => array(),
				);
			}
			$sets[ $hash ]['first'] = min( $sets[ $hash ]['first'], (int) $row['first_id'] );
			$sets[ $hash ]['histograms'][ $row['metric'] . '|' . $row['page_type'] ][ (int) $row['bucket'] ] = (int) $row['hits'];
		}
		$sets = array_values( $sets );
		usort( $sets, static function ( $a, $b ) {
			return $a['first'] - $b['first'];
		} );
		return $sets;
	}

	/**
	 * Adds one beacon's values to today's buckets of its set. Each count goes up in one UPDATE of its
	 * own row (made first, at zero, when missing): beacons arriving at once never overwrite each
	 * other's counts, as a read-modify-write of one stored array would.
	 *
	 * @param array{page: string, retired: string[], metrics: array<string, float>} $beacon A parsed beacon.
	 */
	private static function record( array $beacon ) {
		global $wpdb;
		$table   = self::table();
		$plugins = implode( ',', $beacon['retired'] );
		$hash    = md5( $plugins );
		$day     = gmdate( 'Y-m-d' );
		$added   = false;
		foreach ( $beacon['metrics'] as $metric => $value ) {
			$bucket = self::bucket( $metric, $value );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- the table name is ours; counts are never cached.
			$made  = $wpdb->query(
				$wpdb->prepare(
					"INSERT IGNORE INTO {$table} (set_hash, plugins, sample_day, metric, page_type, bucket, hits) VALUES (%s, %s, %s, %s, %s, %d, 0)",
					$hash,
					$plugins,
					$day,
					$metric,
					$beacon['page'],
					$bucket
				)
			);
			$added = $added || 1 === (int) $made;
			$wpdb->query(
				$wpdb->prepare(
					"UPDATE {$table} SET hits = hits + 1 WHERE set_hash = %s AND sample_day = %s AND metric = %s AND page_type = %s AND bucket = %d",
					$hash,
					$day,
					$metric,
					$beacon['page'],
					$bucket
				)
			);
		}
		if ( $added ) {
			// A new row is at most one per bucket a day: the moment to drop the days no longer shown.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE sample_day < %s", self::oldest_day() ) );
		}
		// phpcs:enable
	}

	/**
	 * The first of the last 28 days kept (UTC), as Y-m-d.
	 */
	private static function oldest_day() {
		return gmdate( 'Y-m-d', time() - ( self::DAYS - 1 ) * DAY_IN_SECONDS );
	}

	/**
	 * Counts this request against the minute's budget shared by every client (no client is told
	 * apart: nothing about one is kept). False once the budget is spent.
	 */
	private static function take_from_budget() {
		$limit  = (int) apply_filters( 'vitrina_vitals_per_minute', self::PER_MINUTE );
		$minute = (int) floor( time() / MINUTE_IN_SECONDS );
		$rate   = get_option( self::RATE, array() );
		$count  = is_array( $rate ) && isset( $rate['minute'], $rate['count'] ) && $minute === (int) $rate['minute'] ? (int) $rate['count'] : 0;
		if ( $count >= $limit ) {
			return false;
		}
		update_option(
			self::RATE,
			array(
				'minute' => $minute,
				'count'  => $count + 1,
			),
			false
		);
		return true;
	}

	/**
	 * Strings sorted, for comparing sets.
	 *
	 * @param array $items The items.
	 */
	private static function sorted( array $items ) {
		$items = array_values( array_filter( $items, 'is_string' ) );
		sort( $items, SORT_STRING );
		return $items;
	}
}
