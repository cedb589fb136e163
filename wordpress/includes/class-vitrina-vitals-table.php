<?php
/**
 * Settings → Vitrina's Web Vitals table: for each retired set with reports, oldest first, the 75th
 * percentile of LCP, INP and CLS per page type beside the set before it.
 *
 * @package Vitrina
 */

defined( 'ABSPATH' ) || exit;

/**
 * The table, drawn from Vitrina_Vitals::sets().
 */
final class Vitrina_Vitals_Table {

	/**
	 * One row per retired set and page type (oldest set first), each cell "this set / the set before":
	 * what each step did for real shoppers. The first set has no set before it ("–").
	 */
	public static function render() {
		$sets = Vitrina_Vitals::sets();
		if ( array() === $sets ) {
			echo '<p id="vitrina-vitals-empty"><em>' . esc_html__( 'No Web Vitals reports in the last 28 days.', 'vitrina' ) . '</em></p>';
			return;
		}
		echo '<table class="widefat striped" id="vitrina-vitals"><thead><tr><th scope="col">' . esc_html__( 'Plugins retired', 'vitrina' ) . '</th><th scope="col">' . esc_html__( 'Page type', 'vitrina' ) . '</th>';
		foreach ( array_keys( Vitrina_Vitals::METRICS ) as $metric ) {
			/* translators: %s: LCP, INP or CLS. */
			echo '<th scope="col">' . esc_html( sprintf( __( '%s (75th percentile: this set / the one before)', 'vitrina' ), $metric ) ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		$before = null;
		foreach ( $sets as $set ) {
			$pages = array();
			foreach ( array_keys( $set['histograms'] ) as $key ) {
				$pages[ substr( $key, strpos( $key, '|' ) + 1 ) ] = true;
			}
			$label = array() === $set['plugins'] ? __( 'none', 'vitrina' ) : implode( ', ', $set['plugins'] );
			foreach ( array_intersect( Vitrina_Vitals::PAGE_TYPES, array_keys( $pages ) ) as $page ) {
				echo '<tr data-set="' . esc_attr( implode( ',', $set['plugins'] ) ) . '" data-page="' . esc_attr( $page ) . '"><td>' . esc_html( $label ) . '</td><td>' . esc_html( $page ) . '</td>';
				foreach ( array_keys( Vitrina_Vitals::METRICS ) as $metric ) {
					$now  = self::p75_of( $set, $metric, $page );
					$then = null === $before ? '–' : self::p75_of( $before, $metric, $page );
					echo '<td data-metric="' . esc_attr( $metric ) . '">' . esc_html( $now . ' / ' . $then ) . '</td>';
				}
				echo '</tr>';
			}
			$before = $set;
		}
		echo '</tbody></table>';
	}

	/**
	 * One set's 75th percentile of a metric on a page type, as shown in the site's number format
	 * ("2,600 ms", "0.11"), or "–" when the set has no report of it.
	 *
	 * @param array  $set    A set from Vitrina_Vitals::sets().
	 * @param string $metric LCP, INP or CLS.
	 * @param string $page   A page type.
	 */
	private static function p75_of( array $set, $metric, $page ) {
		$key   = $metric . '|' . $page;
		$value = isset( $set['histograms'][ $key ] ) ? Vitrina_Vitals::p75( $metric, $set['histograms'][ $key ] ) : null;
		if ( null === $value ) {
			return '–';
		}
		if ( 'CLS' === $metric ) {
			return number_format_i18n( $value, 2 );
		}
		/* translators: %s: a duration in milliseconds. */
		return sprintf( __( '%s ms', 'vitrina' ), number_format_i18n( $value ) );
	}
}
