<?php
/**
 * The block and the shortcode, rendered on the server as the element's tag.
 *
 * @package PatienceGames
 */

defined( 'ABSPATH' ) || exit;

/**
 * The element's tag for these attributes; enqueues its script (once a page, however many games).
 *
 * @param array $attributes As patience_games_attributes() returns them.
 * @return string
 */
function patience_games_tag( array $attributes ) {
	wp_enqueue_script( 'patience-games' );
	wp_enqueue_style( 'patience-games' );
	$theme = isset( $attributes['theme'] ) ? $attributes['theme'] : 'light';
	unset( $attributes['theme'] );
	if ( ! isset( $attributes['lang'] ) ) {
		$attributes['lang'] = patience_games_site_language();
	}
	$html = '<patience-game class="' . esc_attr( 'patience-games-theme-' . sanitize_html_class( $theme, 'light' ) ) . '"';
	foreach ( $attributes as $name => $value ) {
		$html .= ' ' . $name . ( true === $value ? '' : '="' . esc_attr( $value ) . '"' );
	}
	$refused = patience_games_refused( $attributes );
	if ( $refused ) {
		$html .= ' data-refused="' . esc_attr( implode( ' ', $refused ) ) . '"';
	}
	return $html . '><noscript>' . esc_html__( 'This solitaire game needs JavaScript.', 'patience-games' ) . '</noscript></patience-game>';
}

/**
 * The site's language as a language tag ("de-DE"): the board's language when the block or shortcode names none.
 *
 * @return string
 */
function patience_games_site_language() {
	return str_replace( '_', '-', get_bloginfo( 'language' ) );
}

/**
 * The "Patience game" block: its saved attributes, as the element's.
 *
 * @param array $block Block attributes: variant, seed, options (object), flags (list), lang, theme.
 * @return string
 */
function patience_games_render_block( $block ) {
	$raw = array();
	foreach ( array( 'variant', 'seed', 'lang', 'theme' ) as $name ) {
		if ( isset( $block[ $name ] ) ) {
			$raw[ $name ] = $block[ $name ];
		}
	}
	if ( isset( $block['options'] ) && is_array( $block['options'] ) ) {
		foreach ( $block['options'] as $name => $value ) {
			if ( is_string( $name ) && ! isset( $raw[ $name ] ) && patience_games_is_option( $name ) ) {
				$raw[ $name ] = $value;
			}
		}
	}
	if ( isset( $block['flags'] ) && is_array( $block['flags'] ) ) {
		foreach ( $block['flags'] as $name ) {
			if ( is_string( $name ) && patience_games_is_flag( $name ) ) {
				$raw[ $name ] = true;
			}
		}
	}
	return '<div class="wp-block-patience-games-game">' . patience_games_tag( patience_games_attributes( $raw ) ) . '</div>';
}

/**
 * `[patience_game variant="klondike" seed="42" winnable]`: the same attributes as the element.
 *
 * @param array|string $atts The shortcode's attributes ('' when it has none).
 * @return string
 */
function patience_games_shortcode( $atts ) {
	return patience_games_tag( patience_games_attributes( is_array( $atts ) ? $atts : array() ) );
}

/**
 * Whether a name is a game's option (draw, redeals, suits, …).
 *
 * @param string $name The name.
 * @return bool
 */
function patience_games_is_option( $name ) {
	$allowed = patience_games_allowed();
	return ! empty( $allowed['attributes'][ $name ]['option'] );
}

/**
 * Whether a name is one of the element's boolean attributes.
 *
 * @param string $name The name.
 * @return bool
 */
function patience_games_is_flag( $name ) {
	$allowed = patience_games_allowed();
	return isset( $allowed['attributes'][ $name ] ) && 'boolean' === $allowed['attributes'][ $name ]['type'];
}
