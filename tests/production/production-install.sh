#!/usr/bin/env bash
# The production path of docs/operations.md ("First deployment"), run by .ci/run (decision 039):
#  1. from a copy of the tree: `npm ci`, `npm run build`, `npm prune --omit=dev`;
#  2. production starts that must each refuse one missing setting, naming it;
#  3. two instances with every setting (PostgreSQL, S3 on s3rver, an SMTP listener, a P12 issued by
#     a test authority) started with deploy/atelier@.service's ExecStart as an unprivileged user on
#     the read-only tree, behind deploy/nginx-landings.conf with TLS (a test certificate), checked
#     through it: readiness, the port-80 redirect, HSTS on TLS only, both instances answering.
# Needs PostgreSQL at 127.0.0.1:5432 (user postgres), nginx, openssl, and the development tree's
# node_modules (s3rver and the SMTP listener are dev dependencies).
set -euo pipefail
tree="$(cd "$(dirname "$0")/../.." && pwd)"
work=$(mktemp -d /tmp/atelier-production-XXXXXX)
chmod 755 "$work"
app="$work/app"
db="atelier_production_$(date +%s)_$$"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  psql -h 127.0.0.1 -U postgres -q -c "drop database if exists $db with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "production check FAILED: $*" >&2; exit 1; }
step() { echo "-- $* ($(( $(date +%s) - started )) s)"; }
started=$(date +%s)

step "copy of the tree, npm ci, build, prune"
mkdir "$app"
git -C "$tree" ls-files -z --cached --others --exclude-standard | (cd "$tree" && tar --null --ignore-failed-read -T - -cf -) | tar -C "$app" -xf -
# The system's npm and Node (20 here) install; everything after runs on the Node 24 of node_modules.
(cd "$app" && npm ci --no-audit --no-fund --loglevel=error && npm run --silent build && npm prune --omit=dev --no-audit --no-fund --loglevel=error) >"$work/install.log" 2>&1 ||
  { tail -n 40 "$work/install.log" >&2; fail "npm ci, build or prune"; }
[ ! -e "$app/node_modules/vitest" ] || fail "npm prune left the dev dependencies"
node_version=$("$app/node_modules/.bin/node" --version)
[[ "$node_version" == v24.* ]] || fail "node_modules/.bin/node is $node_version, not 24"
echo "pruned install: $(du -sh "$app/node_modules" | cut -f1) of node_modules, Node $node_version"

step "certificates: contract signing (test authority, and a self-signed one), TLS"
cd "$work"
openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.crt -days 2 -subj "/CN=Atelier test authority" 2>/dev/null
openssl req -newkey rsa:2048 -nodes -keyout signer.key -out signer.csr -subj "/CN=Atelier production check/O=Atelier" 2>/dev/null
openssl x509 -req -in signer.csr -CA ca.crt -CAkey ca.key -CAcreateserial -out signer.crt -days 2 2>/dev/null
openssl pkcs12 -export -inkey signer.key -in signer.crt -certfile ca.crt -out signing.p12 -passout pass:check-pass
openssl req -x509 -newkey rsa:2048 -nodes -keyout self.key -out self.crt -days 2 -subj "/CN=Atelier (local, self-signed)" 2>/dev/null
openssl pkcs12 -export -inkey self.key -in self.crt -out self-signed.p12 -passout pass:check-pass
openssl req -x509 -newkey rsa:2048 -nodes -keyout tls.key -out tls.crt -days 2 -subj "/CN=localhost" -addext "subjectAltName=DNS:localhost" 2>/dev/null
chmod 644 signing.p12 self-signed.p12

step "PostgreSQL database, S3 (s3rver) and SMTP listener"
psql -h 127.0.0.1 -U postgres -v ON_ERROR_STOP=1 -q -c "create database $db"
(cd "$tree" && exec node_modules/.bin/node tests/production/local-services.ts "$work/services.env") &
pids+=($!)
for _ in $(seq 1 100); do [ -s "$work/services.env" ] && break; sleep 0.2; done
[ -s "$work/services.env" ] || fail "the local S3 and SMTP services did not start"

free_port() { "$tree/node_modules/.bin/node" -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'; }
port_a=$(free_port); port_b=$(free_port); tls_port=$(free_port); http_port=$(free_port)
metrics_token="production-check-metrics-$RANDOM$RANDOM"
complete=(
  APP_ENV=production HOST=127.0.0.1 TRUST_PROXY=1 LOG_LEVEL=info
  JWT_SECRET="$(openssl rand -base64 48)"
  DATABASE_URL="postgres://postgres@127.0.0.1:5432/$db"
  PUBLIC_URL="https://localhost:$tls_port"
  CONTRACT_SIGNING_P12="$work/signing.p12" CONTRACT_SIGNING_PASSPHRASE=check-pass
  STRIPE_SECRET_KEY=sk_test_production_check STRIPE_WEBHOOK_SECRET=whsec_production_check
  SELLER_NAME="Atelier SAS" SELLER_ADDRESS="12 rue des Artisans, 75011 Paris" SELLER_SIREN=732829320 SELLER_VAT_NUMBER=FR44732829320
  SELLER_LEGAL_FORM=SAS SELLER_SHARE_CAPITAL_CENTS=1000000 SELLER_RCS_CITY=Paris
  INSTANCES=2 METRICS_TOKEN="$metrics_token"
)
while IFS= read -r line; do complete+=("$line"); done <"$work/services.env"

step "production refuses each missing setting, naming it (npm start on the pruned install)"
refuses() { # refuses NAME [SETTING=value…]: the complete settings so changed stop the start, naming NAME
  local name=$1 out rc
  shift
  set +e
  out=$(cd "$app" && env -i PATH=/usr/bin:/bin HOME="$work" DATA_DIR="$work/refused" "${complete[@]}" "$@" timeout 60 npm start --silent 2>&1)
  rc=$?
  set -e
  [ "$rc" -eq 1 ] && grep -q "^  $name: " <<<"$out" || fail "expected a refusal naming $name (exit $rc): $out"
  echo "  refused: $(grep -m1 "^  $name: " <<<"$out" | sed 's/^  //')"
}
refuses JWT_SECRET JWT_SECRET=
refuses DATABASE_URL DATABASE_URL= INSTANCES=1
refuses SMTP_URL SMTP_URL=
refuses PUBLIC_URL PUBLIC_URL=
refuses CONTRACT_SIGNING_P12 CONTRACT_SIGNING_P12=
refuses CONTRACT_SIGNING_P12 CONTRACT_SIGNING_P12="$work/self-signed.p12"
refuses STRIPE_SECRET_KEY STRIPE_SECRET_KEY=
refuses STRIPE_WEBHOOK_SECRET STRIPE_WEBHOOK_SECRET=
refuses STORAGE_URL STORAGE_URL=
refuses SELLER_SIREN SELLER_SIREN=
refuses SELLER_LEGAL_FORM SELLER_LEGAL_FORM=
refuses SELLER_SHARE_CAPITAL_CENTS SELLER_SHARE_CAPITAL_CENTS=
refuses SELLER_RCS_CITY SELLER_RCS_CITY=

step "two instances with every setting: deploy/atelier@.service's ExecStart, as nobody, on the read-only tree"
exec_start=$(sed -n 's#^ExecStart=/srv/atelier/##p' "$tree/deploy/atelier@.service")
[ "$exec_start" = "node_modules/.bin/node scripts/start.ts" ] || fail "unexpected ExecStart in deploy/atelier@.service: $exec_start"
sed "s#/srv/atelier#$app#g" "$tree/deploy/atelier@.service" >"$work/atelier@$port_a.service"
if command -v systemd-analyze >/dev/null; then systemd-analyze verify "$work/atelier@$port_a.service" || fail "systemd-analyze verify"; fi
as_service_user=() # systemd's User=: as root, run as nobody (setpriv execs, so SIGTERM reaches the server)
[ "$(id -u)" -ne 0 ] || as_service_user=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
declare -A instance_pid
start_instance() { # start_instance PORT: runs one instance in the background, its output in $work/PORT.log
  mkdir -p "$work/data-$1"
  [ "$(id -u)" -ne 0 ] || chown nobody "$work/data-$1"
  (cd "$app" && exec env -i PATH=/usr/bin:/bin HOME="$work/data-$1" DATA_DIR="$work/data-$1" PORT="$1" "${complete[@]}" "${as_service_user[@]}" $exec_start) >"$work/$1.log" 2>&1 &
  pids+=($!)
  instance_pid[$1]=$!
}
start_instance "$port_a"
start_instance "$port_b"
for port in "$port_a" "$port_b"; do
  for _ in $(seq 1 300); do
    curl -fsS "http://127.0.0.1:$port/api/health/ready" >"$work/ready-$port.json" 2>/dev/null && break
    kill -0 "${instance_pid[$port]}" 2>/dev/null || break
    sleep 0.2
  done
  grep -q '"ready":true' "$work/ready-$port.json" 2>/dev/null || { cat "$work/$port.log" >&2; fail "instance on port $port not ready"; }
  grep -q '"storage":"s3"' "$work/ready-$port.json" || fail "instance on port $port does not use S3: $(cat "$work/ready-$port.json")"
done
echo "  both ready: $(cat "$work/ready-$port_a.json")"

step "nginx with TLS in front of both (deploy/nginx-landings.conf, nginx -t, then curl through it)"
nginx_dir="$work/nginx"
mkdir -p "$nginx_dir"/{body,proxy,fastcgi,uwsgi,scgi} "$work/landings"
sed -e "s#listen 443 ssl http2;#listen 127.0.0.1:$tls_port ssl http2;#" \
    -e "s#listen 80;#listen 127.0.0.1:$http_port;#" \
    -e "s#server_name atelier.example;#server_name localhost;#" \
    -e "s#/etc/letsencrypt/live/atelier.example/fullchain.pem#$work/tls.crt#" \
    -e "s#/etc/letsencrypt/live/atelier.example/privkey.pem#$work/tls.key#" \
    -e "s#server 127.0.0.1:4321;#server 127.0.0.1:$port_a;#" \
    -e "s#server 127.0.0.1:4322;#server 127.0.0.1:$port_b;#" \
    -e "s#root /srv/atelier-landings;#root $work/landings;#" \
    "$tree/deploy/nginx-landings.conf" >"$nginx_dir/site.conf"
brotli=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
[ -f "$brotli" ] || sed -i 's/brotli_static on;//' "$nginx_dir/site.conf"
{
  [ -f "$brotli" ] && echo "load_module $brotli;"
  echo "daemon off; master_process off; pid $nginx_dir/nginx.pid; error_log $nginx_dir/error.log warn; events {}"
  echo "http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;"
  echo "client_body_temp_path $nginx_dir/body; proxy_temp_path $nginx_dir/proxy; fastcgi_temp_path $nginx_dir/fastcgi;"
  echo "uwsgi_temp_path $nginx_dir/uwsgi; scgi_temp_path $nginx_dir/scgi; include $nginx_dir/site.conf; }"
} >"$nginx_dir/nginx.conf"
nginx -t -q -p "$nginx_dir" -c "$nginx_dir/nginx.conf" || fail "nginx -t"
nginx -p "$nginx_dir" -c "$nginx_dir/nginx.conf" &
pids+=($!)
https() { curl -sS --cacert "$work/tls.crt" --resolve "localhost:$tls_port:127.0.0.1" "$@"; }
for _ in $(seq 1 50); do https -o /dev/null "https://localhost:$tls_port/api/health/live" 2>/dev/null && break; sleep 0.1; done
ready=$(https -D "$work/tls-headers" "https://localhost:$tls_port/api/health/ready")
grep -q '"ready":true' <<<"$ready" || fail "readiness through nginx: $ready"
grep -qi '^strict-transport-security: max-age=' "$work/tls-headers" || fail "no HSTS over TLS"
redirect=$(curl -sS -o /dev/null -D "$work/http-headers" -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$http_port/connexion?x=1" -H 'Host: localhost')
[ "$redirect" = "301 https://localhost/connexion?x=1" ] || fail "port 80 does not redirect to HTTPS: $redirect"
! grep -qi '^strict-transport-security' "$work/http-headers" || fail "HSTS sent over plain HTTP"
[ "$(https -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $metrics_token" "https://localhost:$tls_port/metrics")" = 404 ] || fail "/metrics reachable through nginx"
for i in $(seq 1 8); do https -o /dev/null -H "X-Request-Id: production-check-$i" "https://localhost:$tls_port/api/health/ready"; done
grep -q 'production-check-' "$work/$port_a.log" && grep -q 'production-check-' "$work/$port_b.log" || fail "nginx did not spread requests over both instances"
# Read whole before grep: `curl | grep -q` fails under pipefail when grep stops reading first.
metrics=$(curl -fsS -H "Authorization: Bearer $metrics_token" "http://127.0.0.1:$port_a/metrics")
grep -q '^atelier_http_request_duration_seconds_count{method="GET",route="/api/health/ready",status="200"}' <<<"$metrics" || fail "/metrics on the instance"
echo "  through nginx over TLS: ready, HSTS; port 80 redirects; both instances answered; /metrics only on the instances"

step "SIGTERM stops both instances cleanly"
for pid in "${pids[@]:1:2}"; do kill -TERM "$pid"; done
for pid in "${pids[@]:1:2}"; do wait "$pid" || fail "an instance did not exit 0 on SIGTERM"; done
grep -q 'SIGTERM: closed' "$work/$port_a.log" || fail "instance A did not close"
step "production check passed"
