<?php
/**
 * What a block or a shortcode may say: the element's attributes, checked against allowed.json
 * (written by the build from the games' registry and the element's manifest, so a new game or
 * option needs no PHP edit).
 *
 * @package PatienceGames
 */

defined( 'ABSPATH' ) || exit;

/**
 * The allowed names and values (allowed.json), read once.
 *
 * @return array
 */
function patience_games_allowed() {
	static $allowed = null;
	if ( null === $allowed ) {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin's own.
		$allowed = json_decode( (string) file_get_contents( PATIENCE_GAMES_DIR . '/allowed.json' ), true );
		if ( ! is_array( $allowed ) ) {
			$allowed = array(
				'attributes' => array(),
				'games'      => array(),
			);
		}
	}
	return $allowed;
}

/**
 * Whether a boolean attribute's value says "on" (a bare word in a shortcode says it too).
 *
 * @param mixed $value The value given.
 * @return bool
 */
function patience_games_truthy( $value ) {
	if ( true === $value || 1 === $value ) {
		return true;
	}
	if ( ! is_scalar( $value ) ) {
		return false;
	}
	return ! in_array( strtolower( trim( (string) $value ) ), array( '0', 'false', 'no', 'off' ), true );
}

/**
 * Whether a value is one the element takes for this attribute (and, for a game's option, this game).
 *
 * @param string $name    The attribute.
 * @param string $value   Its value.
 * @param string $variant The game chosen ('' when none).
 * @return bool
 */
function patience_games_valid( $name, $value, $variant ) {
	$allowed = patience_games_allowed();
	$spec    = $allowed['attributes'][ $name ];
	if ( 'variant' === $name ) {
		return isset( $allowed['games'][ $value ] );
	}
	if ( 'lang' === $name ) {
		// Any language tag: the board speaks the closest of its languages, or the reader's.
		return 1 === preg_match( '/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/', $value );
	}
	if ( ! empty( $spec['option'] ) ) {
		if ( ! isset( $allowed['games'][ $variant ]['options'][ $name ] ) ) {
			return false;
		}
		$spec = $allowed['games'][ $variant ]['options'][ $name ];
	}
	if ( isset( $spec['values'] ) ) {
		return in_array( $value, array_map( 'strval', array_keys( $spec['values'] ) ), true );
	}
	if ( isset( $spec['pattern'] ) ) {
		return 1 === preg_match( '/' . str_replace( '/', '\/', $spec['pattern'] ) . '/', $value );
	}
	return true;
}

/**
 * The element's attributes from what an author gave (shortcode attributes, or a block's):
 * names outside the list are dropped; booleans become present or absent; a value the element
 * would not take is still passed on, escaped when printed, so that the board itself tells the
 * author what is wrong and which values it takes.
 *
 * @param array $raw Names to values; a numeric key holds a bare word (`[patience_game winnable]`).
 * @return array Attribute names to a string value, or to true for a bare attribute.
 */
function patience_games_attributes( array $raw ) {
	$allowed = patience_games_allowed();
	$out     = array();
	foreach ( $raw as $name => $value ) {
		if ( is_int( $name ) ) {
			$name  = is_scalar( $value ) ? (string) $value : '';
			$value = true;
		}
		$name = strtolower( trim( (string) $name ) );
		if ( ! isset( $allowed['attributes'][ $name ] ) ) {
			continue;
		}
		if ( 'boolean' === $allowed['attributes'][ $name ]['type'] ) {
			if ( patience_games_truthy( $value ) ) {
				$out[ $name ] = true;
			}
			continue;
		}
		if ( true === $value || ! is_scalar( $value ) ) {
			continue;
		}
		$value = trim( (string) $value );
		if ( '' !== $value ) {
			$out[ $name ] = substr( $value, 0, 100 );
		}
	}
	return $out;
}

/**
 * The names of the attributes whose values the element would refuse (for the editor's notice and the tests).
 *
 * @param array $attributes As patience_games_attributes() returns them.
 * @return string[]
 */
function patience_games_refused( array $attributes ) {
	$variant = isset( $attributes['variant'] ) && is_string( $attributes['variant'] ) ? $attributes['variant'] : '';
	$refused = array();
	foreach ( $attributes as $name => $value ) {
		if ( true !== $value && ! patience_games_valid( $name, $value, $variant ) ) {
			$refused[] = $name;
		}
	}
	return $refused;
}
