<?php
/**
 * Plugin Name: Vitrina tests: a small beacon budget
 * Description: Lowers the Web Vitals route's budget to 30 beacons a minute, so a test can spend it.
 *
 * @package Vitrina
 */

add_filter(
	'vitrina_vitals_per_minute',
	static function () {
		return 30;
	}
);
