<?php
/**
 * The stand-in theme prints page content as written (no wpautop), as Flatsome's builder does.
 *
 * @package Vitrina
 */

remove_filter( 'the_content', 'wpautop' );
add_theme_support( 'html5', array( 'script', 'style' ) );
add_theme_support( 'title-tag' );
