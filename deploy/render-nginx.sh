#!/bin/sh
# Renders this app's nginx configuration into OUT_DIR with envsubst (at serve time, so one
# build runs against any API host). Only the names listed in VARS are replaced; nginx's own
# $variables pass through untouched.
#
#   API_UPSTREAM=http://api.internal:8080 deploy/render-nginx.sh /etc/nginx/conf.d
#
# OUT_DIR gets merchant.conf (a server block for nginx's http context) and merchant/ with the
# snippets it includes. See docs/deploying.md for every variable.
set -eu

out=${1:?usage: deploy/render-nginx.sh OUT_DIR}
here=$(cd "$(dirname "$0")" && pwd)

: "${API_UPSTREAM:?set API_UPSTREAM to the API host, e.g. http://api.internal:8080}"
# Scheme, host and port only: a path in proxy_pass would replace /v2/ in every request.
API_UPSTREAM="${API_UPSTREAM%/}"
case "$API_UPSTREAM" in
  http://*/* | https://*/*) echo "API_UPSTREAM must have no path: $API_UPSTREAM" >&2; exit 1 ;;
  http://?* | https://?*) export API_UPSTREAM ;;
  *) echo "API_UPSTREAM must start with http:// or https://: $API_UPSTREAM" >&2; exit 1 ;;
esac
export APP_ROOT="${APP_ROOT:-/usr/share/nginx/merchant}"
export LISTEN="${LISTEN:-80}"
export SERVER_NAME="${SERVER_NAME:-_}"
# The captcha provider's origin: from VITE_CAPTCHA_SCRIPT when the build's env is at hand.
captcha_script="${VITE_CAPTCHA_SCRIPT:-https://g.alicdn.com/AWSC/AWSC/awsc.js}"
export CAPTCHA_ORIGINS="${CAPTCHA_ORIGINS:-$(echo "$captcha_script" | sed -E 's#^(https?://[^/]+).*#\1#')}"
# The captcha's script folder (origin and first path segment, e.g. https://g.alicdn.com/AWSC/):
# script-src names that path, not the whole host.
export CAPTCHA_SCRIPT_SOURCES="${CAPTCHA_SCRIPT_SOURCES:-$(echo "$captcha_script" | sed -E 's#^(https?://[^/]+)(/[^/]+/)?.*#\1\2#')}"
# The storage host's origin: from VITE_UPLOAD_PUBLIC_BASE when it is an absolute address.
case "${VITE_UPLOAD_PUBLIC_BASE:-}" in
  http://* | https://*) upload_origin=$(echo "$VITE_UPLOAD_PUBLIC_BASE" | sed -E 's#^(https?://[^/]+).*#\1#') ;;
  *) upload_origin= ;;
esac
export UPLOAD_ORIGINS="${UPLOAD_ORIGINS:-$upload_origin}"
# Further hosts whose images articles may show (space-separated origins); none by default.
export IMAGE_ORIGINS="${IMAGE_ORIGINS:-}"
# The video players a body may frame (VITE_VIDEO_HOSTS, the app's default list), https only.
video_hosts="${VITE_VIDEO_HOSTS:-player.bilibili.com,player.youku.com,v.qq.com}"
export VIDEO_ORIGINS="${VIDEO_ORIGINS:-$(echo "$video_hosts" | tr ',' '\n' | sed -E 's#^[[:space:]]+|[[:space:]]+$##g; /^$/d; s#^#https://#' | tr '\n' ' ' | sed 's# $##')}"
# Where browsers report CSP violations (a path of this origin or an address); none when empty.
CSP_REPORT_URI="${CSP_REPORT_URI:-}"
if [ -n "$CSP_REPORT_URI" ]; then
  # report-to only over https (\$merchant_csp_report_to, merchant.conf): Chromium's Reporting API
  # sends to secure endpoints only, and a policy naming report-to has its report-uri ignored.
  export CSP_REPORTING="; report-uri $CSP_REPORT_URI\$merchant_csp_report_to"
  export REPORTING_ENDPOINTS="csp=\"$CSP_REPORT_URI\""
else
  export CSP_REPORTING= REPORTING_ENDPOINTS=
fi
# Strict-Transport-Security: a year by default; HSTS=off leaves it out (HSTS="max-age=...; includeSubDomains" to widen it).
case "${HSTS:-}" in
  off) export HSTS= ;;
  '') export HSTS="max-age=31536000" ;;
  *) export HSTS ;;
esac
# The older site's logout (spec 1 §7), called on sign-out: its origin when the build's address is absolute.
legacy_logout="${VITE_LEGACY_LOGOUT_URL:-}"
case "$legacy_logout" in
  http://* | https://*) legacy_origin=$(echo "$legacy_logout" | sed -E 's#^(https?://[^/]+).*#\1#') ;;
  *) legacy_origin= ;;
esac
export LEGACY_ORIGINS="${LEGACY_ORIGINS:-$legacy_origin}"
mkdir -p "$out/merchant"
export SNIPPETS="$(cd "$out/merchant" && pwd)"

VARS='${API_UPSTREAM} ${APP_ROOT} ${LISTEN} ${SERVER_NAME} ${CAPTCHA_ORIGINS} ${CAPTCHA_SCRIPT_SOURCES} ${UPLOAD_ORIGINS} ${IMAGE_ORIGINS} ${VIDEO_ORIGINS} ${LEGACY_ORIGINS} ${CSP_REPORTING} ${REPORTING_ENDPOINTS} ${HSTS} ${SNIPPETS}'
envsubst "$VARS" < "$here/nginx/merchant.conf.template" > "$out/merchant.conf"
envsubst "$VARS" < "$here/nginx/security-headers.conf.template" > "$SNIPPETS/security-headers.conf"
cp "$here/nginx/upload-headers.conf" "$here/nginx/proxy.conf" "$here/nginx/api-errors.conf" "$SNIPPETS/"

# The build writes .br and .gz next to each asset. gzip_static is built into Debian's nginx;
# brotli_static needs libnginx-mod-http-brotli-static, so it is on only where that is installed.
# API answers (JSON) are gzipped on the fly.
brotli_module="${BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}"
brotli="${BROTLI_STATIC:-$([ -e "$brotli_module" ] && echo on || echo off)}"
{
  echo 'gzip_static on;'
  echo 'gzip_vary on;'
  echo 'gzip on;'
  echo 'gzip_proxied any;'
  echo 'gzip_min_length 1024;'
  echo 'gzip_types application/json;'
  if [ "$brotli" = on ]; then echo 'brotli_static on;'; fi
} > "$SNIPPETS/compression.conf"
echo "nginx config for $API_UPSTREAM written to $out (brotli_static $brotli)"
