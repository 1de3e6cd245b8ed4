<?php
/**
 * Plugin Name:       Patience Games
 * Description:       Solitaire (patience) games readers play on the page itself: a "Patience game" block and the [patience_game] shortcode, with a solver behind every hint.
 * Version:           0.0.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           MIT
 * Text Domain:       patience-games
 * Domain Path:       /languages
 *
 * @package PatienceGames
 */

defined( 'ABSPATH' ) || exit;

// The build writes the package's version here (and into the header above).
define( 'PATIENCE_GAMES_VERSION', '0.0.0' );
define( 'PATIENCE_GAMES_DIR', __DIR__ );

require_once __DIR__ . '/includes/attributes.php';
require_once __DIR__ . '/includes/render.php';

add_action( 'init', 'patience_games_init' );
add_filter( 'script_loader_tag', 'patience_games_module_tag', 10, 3 );
add_action( 'enqueue_block_editor_assets', 'patience_games_editor_assets' );

/**
 * Registers the element's script (enqueued only where a game is shown), the block and the shortcode.
 */
function patience_games_init() {
	$url = plugin_dir_url( __FILE__ );
	wp_register_script( 'patience-games', $url . 'dist/patience-games.js', array(), PATIENCE_GAMES_VERSION, true );
	wp_register_style( 'patience-games', $url . 'assets/patience-games.css', array(), PATIENCE_GAMES_VERSION );
	load_plugin_textdomain( 'patience-games', false, dirname( plugin_basename( __FILE__ ) ) . '/languages' );
	register_block_type( __DIR__ . '/block', array( 'render_callback' => 'patience_games_render_block' ) );
	add_shortcode( 'patience_game', 'patience_games_shortcode' );
	// The editor's words in the user's language (languages/patience-games-<locale>-<handle>.json), and the site's language for its board.
	$editor = generate_block_asset_handle( 'patience-games/game', 'editorScript' );
	wp_set_script_translations( $editor, 'patience-games', __DIR__ . '/languages' );
	wp_add_inline_script( $editor, 'var patienceGamesSiteLanguage = ' . wp_json_encode( patience_games_site_language() ) . ';', 'before' );
}

/**
 * The element's script is an ES module: its games and solver load beside it, found from its own URL.
 *
 * @param string $tag    The script tag WordPress made.
 * @param string $handle The script's handle.
 * @param string $src    The script's URL (with the version).
 * @return string
 */
function patience_games_module_tag( $tag, $handle, $src ) {
	if ( 'patience-games' !== $handle ) {
		return $tag;
	}
	// phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- this is the enqueued script's own tag.
	return '<script type="module" src="' . esc_url( $src ) . '" id="patience-games-js"></script>' . "\n";
}

/**
 * The block editor shows the live board: the element's script and styles there too.
 */
function patience_games_editor_assets() {
	wp_enqueue_script( 'patience-games' );
	wp_enqueue_style( 'patience-games' );
}
