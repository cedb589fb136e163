<?php
/**
 * One template for every view.
 *
 * @package Vitrina
 */

?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php
wp_body_open();
while ( have_posts() ) {
	the_post();
	echo '<main id="main"><h1>' . esc_html( get_the_title() ) . '</h1>';
	the_content();
	echo '</main>';
}
wp_footer();
?>
</body>
</html>
