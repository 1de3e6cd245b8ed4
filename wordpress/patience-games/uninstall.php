<?php
/**
 * Uninstalling: the plugin writes nothing to the database (a game lives in the post's content,
 * a reader's statistics in the reader's own browser), so there is nothing to remove.
 *
 * @package PatienceGames
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;
