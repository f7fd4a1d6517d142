#!/usr/bin/env bash
# The production path of docs/operations.md ("First deployment"), run by .ci/run (decision 039):
#  1. from a copy of the tree with CI's `npm ci` and build: `npm prune --omit=dev`, then the documented
#     `tar` line (without data/), unpacked into the tree every later step runs from;
#  2. production starts that must each refuse one missing setting, naming it;
#  3. two instances with every setting (PostgreSQL, S3 on s3rver, an SMTP listener, a P12 issued by
#     a test authority) started with deploy/atelier@.service's ExecStart as an unprivileged user on
#     the read-only tree, behind deploy/nginx-landings.conf with TLS (a test certificate), checked
#     through it: readiness, the port-80 redirect, HSTS on TLS only, both instances answering;
#  4. the documented backup cron line, from an empty environment as root: bin/atelier reads the
#     settings file (with a MAIL_FROM no shell could source), becomes the service's user, and
#     backs up the running instances' database and S3 files; the backup then checks (decision 052);
#  5. the restore drill: the documented restore command, from the same empty environment, into a
#     spare database, S3 prefix and DATA_DIR; the rows come back (an applicant who applied through
#     nginx before the backup included) and an instance on the restored data is ready.
# Needs PostgreSQL at 127.0.0.1:5432 (user postgres), nginx, openssl, and the development tree's
# node_modules (s3rver and the SMTP listener are dev dependencies).
set -euo pipefail
tree="$(cd "$(dirname "$0")/../.." && pwd)"
work=$(mktemp -d /tmp/atelier-production-XXXXXX)
chmod 755 "$work"
build="$work/build" # where CI builds; the servers run the unpacked release ($app)
app="$work/app"
db="atelier_production_$(date +%s)_$$"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  psql -h 127.0.0.1 -U postgres -q -c "drop database if exists $db with (force)" >/dev/null 2>&1 || true
  psql -h 127.0.0.1 -U postgres -q -c "drop database if exists ${db}_restored with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "production check FAILED: $*" >&2; exit 1; }
step() { echo "-- $* ($(( $(date +%s) - started )) s)"; }
# shellcheck source=tests/production/nginx-in-front.sh
. "$(dirname "${BASH_SOURCE[0]}")/nginx-in-front.sh"
started=$(date +%s)

step "copy of the tree with CI's install and build, prune"
mkdir "$build"
git -C "$tree" ls-files -z --cached --others --exclude-standard | (cd "$tree" && tar --null --ignore-failed-read -T - -cf -) | tar -C "$build" -xf -
# CI installs once (`npm ci` on the clean clone, .ci/run) and builds once (`npm test` builds first):
# the release ships that install and that build, as "First deployment" says (build in CI, prune,
# ship). Copied, not linked: prune must not touch the tree's own node_modules. A build older than
# the sources is made again here (scripts/ensure-build.ts), so the check never ships a stale dist/.
cp -a "$tree/node_modules" "$build/node_modules"
[ ! -d "$tree/dist" ] || cp -a "$tree/dist" "$build/dist"
# Everything from here runs on the Node 24 of node_modules; npm (20 here) only prunes.
(cd "$build" && node_modules/.bin/node scripts/ensure-build.ts && npm prune --omit=dev --no-audit --no-fund --loglevel=error) >"$work/install.log" 2>&1 ||
  { tail -n 40 "$work/install.log" >&2; fail "build or prune"; }
[ ! -e "$build/node_modules/vitest" ] || fail "npm prune left the dev dependencies"

step "the release: the documented tar line, unpacked as on a server"
tar_line=$(grep -m1 '^tar -czf ' "$tree/docs/operations.md") || fail "no tar line in docs/operations.md"
archive=$(sed -E 's/^tar -czf ([^ ]+) .*/\1/' <<<"$tar_line")
[ "$archive" = ../atelier.tgz ] || fail "the documented tar line writes $archive, not ../atelier.tgz"
(cd "$build" && eval "$tar_line") || fail "the documented tar line: $tar_line"
tar -tzf "$work/atelier.tgz" >"$work/release.list"
grep -q '^\./dist/' "$work/release.list" || fail "the release has no dist/"
grep -q '^\./bin/atelier$' "$work/release.list" || fail "the release has no bin/atelier"
! grep -Eq '^\./(data|\.git|\.env)(/|$)|atelier\.tgz' "$work/release.list" || fail "the release holds $(grep -Em1 '^\./(data|\.git|\.env)(/|$)|atelier\.tgz' "$work/release.list")"
mkdir "$app"
tar -xzf "$work/atelier.tgz" -C "$app"
rm -rf "$build"
echo "release: $(du -h "$work/atelier.tgz" | cut -f1), $(wc -l <"$work/release.list") entries, no data/ (the build's PGlite), no .git, not itself"
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
  SELLER_EMAIL=contact@atelier.example SELLER_PHONE="+33 1 23 45 67 89" PUBLICATION_DIRECTOR="Camille Martin"
  HOST_NAME="OVH SAS" HOST_ADDRESS="2 rue Kellermann, 59100 Roubaix" HOST_PHONE="+33 9 72 10 10 07"
  MEDIATOR_NAME=CM2C MEDIATOR_URL=https://www.cm2c.net MAIL_PROVIDER_NAME="Local SMTP" STORAGE_PROVIDER_NAME="Local S3"
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
refuses_together() { # refuses_together NAME…: the complete settings without all of them stop the start, naming each
  local out rc name blanks=()
  for name in "$@"; do blanks+=("$name="); done
  set +e
  out=$(cd "$app" && env -i PATH=/usr/bin:/bin HOME="$work" DATA_DIR="$work/refused" "${complete[@]}" "${blanks[@]}" timeout 60 npm start --silent 2>&1)
  rc=$?
  set -e
  [ "$rc" -eq 1 ] || fail "expected a refusal without $* (exit $rc): $out"
  for name in "$@"; do
    grep -q "^  $name: " <<<"$out" || fail "expected a refusal naming $name: $out"
    echo "  refused: $(grep -m1 "^  $name: " <<<"$out" | sed 's/^  //')"
  done
}
# One start per rule that depends on others; the plain "required in production" settings together
# (one start lists every missing one; src/env.test.ts refuses each alone).
refuses DATABASE_URL DATABASE_URL= INSTANCES=1
refuses CONTRACT_SIGNING_P12 CONTRACT_SIGNING_P12="$work/self-signed.p12"
refuses STORAGE_URL STORAGE_URL=
refuses_together JWT_SECRET SMTP_URL PUBLIC_URL CONTRACT_SIGNING_P12 STRIPE_SECRET_KEY STRIPE_WEBHOOK_SECRET \
  SELLER_SIREN SELLER_LEGAL_FORM SELLER_SHARE_CAPITAL_CENTS SELLER_RCS_CITY \
  SELLER_EMAIL SELLER_PHONE PUBLICATION_DIRECTOR HOST_NAME HOST_ADDRESS HOST_PHONE MEDIATOR_NAME MEDIATOR_URL MAIL_PROVIDER_NAME STORAGE_PROVIDER_NAME

step "two instances with every setting: deploy/atelier@.service's ExecStart, as nobody, on the read-only tree"
exec_start=$(sed -n 's#^ExecStart=/srv/atelier/##p' "$tree/deploy/atelier@.service")
[ "$exec_start" = "node_modules/.bin/node scripts/start.ts" ] || fail "unexpected ExecStart in deploy/atelier@.service: $exec_start"
sed "s#/srv/atelier#$app#g" "$tree/deploy/atelier@.service" >"$work/atelier@$port_a.service"
if command -v systemd-analyze >/dev/null; then
  systemd-analyze verify "$work/atelier@$port_a.service" || fail "systemd-analyze verify"
  # The unit's hardening (issue 37): exposure at most 2.0 ("OK"); it read 6.5 MEDIUM before.
  systemd-analyze security --offline=true --threshold=20 "$work/atelier@$port_a.service" >/dev/null \
    || fail "systemd-analyze security: deploy/atelier@.service exposure above 2.0 ($(systemd-analyze security --offline=true "$work/atelier@$port_a.service" 2>&1 | tail -1))"
fi
as_service_user=() # systemd's User=: as root, run as nobody (setpriv execs, so SIGTERM reaches the server)
[ "$(id -u)" -ne 0 ] || as_service_user=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
declare -A instance_pid
state="$work/state" # /var/lib/atelier: one DATA_DIR per instance, named after its port, as the unit has it
start_instance() { # start_instance PORT: runs one instance in the background, its output in $work/PORT.log
  mkdir -p "$state/$1"
  [ "$(id -u)" -ne 0 ] || chown nobody "$state/$1"
  (cd "$app" && exec env -i PATH=/usr/bin:/bin HOME="$state/$1" DATA_DIR="$state/$1" PORT="$1" "${complete[@]}" "${as_service_user[@]}" $exec_start) >"$work/$1.log" 2>&1 &
  pids+=($!)
  instance_pid[$1]=$!
}
start_instance "$port_a"
start_instance "$port_b"
for port in "$port_a" "$port_b"; do
  # Up to 3 minutes: migrations, seeds and the landing bakes of a first start, on a busy machine.
  for _ in $(seq 1 900); do
    curl -fsS "http://127.0.0.1:$port/api/health/ready" >"$work/ready-$port.json" 2>/dev/null && break
    kill -0 "${instance_pid[$port]}" 2>/dev/null || break
    sleep 0.2
  done
  grep -q '"ready":true' "$work/ready-$port.json" 2>/dev/null || { cat "$work/$port.log" >&2; fail "instance on port $port not ready ($(kill -0 "${instance_pid[$port]}" 2>/dev/null && echo still running || echo exited))"; }
  grep -q '"storage":"s3"' "$work/ready-$port.json" || fail "instance on port $port does not use S3: $(cat "$work/ready-$port.json")"
done
echo "  both ready: $(cat "$work/ready-$port_a.json")"

step "nginx with TLS in front of both (deploy/nginx-landings.conf, nginx -t, then curl through it)"
nginx_in_front "$tree/deploy/nginx-landings.conf" "$work" "$tls_port" "$http_port" "$port_a" "$port_b"
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
# The legal notice is complete in production, without the review notice (decision 059).
legal=$(https "https://localhost:$tls_port/mentions-legales")
grep -q 'Camille Martin' <<<"$legal" && grep -q 'OVH SAS' <<<"$legal" || fail "the legal notice does not print the director and the host"
! grep -qE 'à compléter|Modèle à faire relire' <<<"$legal" || fail "the legal notice has a gap or the review notice in production"
echo "  through nginx over TLS: ready, HSTS; port 80 redirects; both instances answered; /metrics only on the instances; legal notice complete"

step "an applicant applies through nginx (a row the restore drill must bring back)"
drill_email="drill-$(date +%s)-$RANDOM@example.org"
applied=$(https -o "$work/applied.json" -w '%{http_code}' -H 'Content-Type: application/json' -H "Origin: https://localhost:$tls_port" \
  --data-binary @- "https://localhost:$tls_port/api/candidatures" <<JSON
{"first_name":"Camille","last_name":"Durand","email":"$drill_email","brand":"Céramiques Camille","trade":"Céramiste",
 "links":["https://example.com/portfolio"],"priority_need":"gamme_de_tarifs","monthly_revenue":2500,
 "objective":"Vivre de mon atelier.","already_tried":"Des marchés.","formula":"essentiel",
 "billing_address":{"street":"12 rue des Potiers","postal_code":"69003","city":"Lyon","country":"FR"},
 "accept_cgv":true,"early_start_requested":true,"withdrawal_waiver_acknowledged":true}
JSON
)
[ "$applied" = 201 ] || fail "applying through nginx answered $applied: $(head -c 400 "$work/applied.json")"
echo "  applied as $drill_email: 201"

step "the documented backup: its cron line, from an empty environment, as root, while both serve"
# /etc/atelier/atelier.env: the same settings, as KEY=value lines (systemd's EnvironmentFile syntax)
printf '%s\n' "${complete[@]}" 'MAIL_FROM=Atelier <no-reply@localhost>' >"$work/atelier.env"
grep -q '^SELLER_ADDRESS=12 rue des Artisans, 75011 Paris$' "$work/atelier.env" || fail "settings file"
if [ "$(id -u)" -eq 0 ]; then chgrp nogroup "$work/atelier.env"; fi
chmod 0640 "$work/atelier.env"
cron_line=$(grep -m1 -E '^  15 3 \* \* \* root /srv/atelier/bin/atelier backup ' "$tree/docs/operations.md" | sed 's/^  //') || fail "no backup cron line in docs/operations.md"
cron_command=$(sed -E 's/^([^ ]+ ){5}root //' <<<"$cron_line")
timer_command=$(sed -n 's#^ExecStart=##p' "$tree/deploy/atelier-backup.service")
[ "${cron_command%% >>*}" = "$timer_command" ] || fail "the cron line ($cron_command) and deploy/atelier-backup.service ($timer_command) differ"
cron_command=${cron_command//\/srv\/atelier/$app}
cron_command=${cron_command//\/var\/backups\/atelier/$work/backups}
cron_command=${cron_command//\/var\/log\/atelier-backup.log/$work/backup.log}
sed -e "s#/srv/atelier#$app#g" -e "s#/var/backups/atelier#$work/backups#g" -e "s#/var/lib/atelier#$state#g" "$tree/deploy/atelier-backup.service" >"$work/atelier-backup.service"
if command -v systemd-analyze >/dev/null; then systemd-analyze verify "$work/atelier-backup.service" || fail "systemd-analyze verify atelier-backup.service"; fi
mkdir -m 0700 "$work/backups"
cron_env=(SHELL=/bin/sh PATH=/usr/bin:/bin HOME="$work" LOGNAME=root ATELIER_SETTINGS="$work/atelier.env" ATELIER_STATE_DIR="$state" ATELIER_INSTANCE="$port_a")
if [ "$(id -u)" -eq 0 ]; then
  chown nobody "$work/backups"
  cron_env+=(ATELIER_USER=nobody) # the service's user here (atelier on a server)
fi
(cd / && env -i "${cron_env[@]}" /bin/sh -c "$cron_command") || fail "the cron line exited non-zero"
summary=$(tail -n 1 "$work/backup.log")
grep -q '"name":"backup-' <<<"$summary" || { cat "$work/backup.log" >&2; fail "the documented backup did not back up"; }
folder="$work/backups/$(sed -E 's/.*"name":"(backup-[0-9-]+)".*/\1/' <<<"$summary")"
[ -f "$folder/manifest.json" ] && [ -f "$folder/database.dump.gz" ] || fail "no complete backup in $folder"
grep -q '"engine": "postgres"' "$folder/manifest.json" && grep -q '"storage": "s3"' "$folder/manifest.json" || fail "the backup is not of the instances' PostgreSQL and S3: $(head -c 300 "$folder/manifest.json")"
[ "$(stat -c %U "$folder/manifest.json")" = "$( [ "$(id -u)" -eq 0 ] && echo nobody || id -un)" ] || fail "the backup is not the service user's"
check=$(cd / && env -i "${cron_env[@]}" "$app/bin/atelier" restore --from "$work/backups" --check 2>&1) || fail "restore --check: $check"
grep -q '"restored":false' <<<"$check" || fail "restore --check: $check"
echo "  $summary"
echo "  restore --check: $check"

step "SIGTERM stops both instances cleanly"
for pid in "${pids[@]:1:2}"; do kill -TERM "$pid"; done
for pid in "${pids[@]:1:2}"; do wait "$pid" || fail "an instance did not exit 0 on SIGTERM"; done
grep -q 'SIGTERM: closed' "$work/$port_a.log" || fail "instance A did not close"
step "the restore drill (docs/operations.md, \"Restore, in this order\"): a spare database and file store"
# As on a spare machine: an empty database, another S3 prefix and another DATA_DIR; the same
# documented command, from the same empty environment, with the drill's settings file.
restored_db="${db}_restored"
psql -h 127.0.0.1 -U postgres -v ON_ERROR_STOP=1 -q -c "create database $restored_db"
storage_url=$(sed -n 's/^STORAGE_URL=//p' "$work/services.env")
sed -e "s#^DATABASE_URL=.*#DATABASE_URL=postgres://postgres@127.0.0.1:5432/$restored_db#" \
  -e "s#^STORAGE_URL=.*#STORAGE_URL=${storage_url%/}/restored#" "$work/atelier.env" >"$work/atelier-restored.env"
grep -q "^STORAGE_URL=${storage_url%/}/restored$" "$work/atelier-restored.env" || fail "drill settings: no STORAGE_URL to move"
if [ "$(id -u)" -eq 0 ]; then chgrp nogroup "$work/atelier-restored.env"; fi
chmod 0640 "$work/atelier-restored.env"
port_c=$(free_port)
mkdir -p "$work/state-restored/$port_c"
[ "$(id -u)" -ne 0 ] || chown nobody "$work/state-restored/$port_c"
drill_env=(SHELL=/bin/sh PATH=/usr/bin:/bin HOME="$work" LOGNAME=root ATELIER_SETTINGS="$work/atelier-restored.env" ATELIER_STATE_DIR="$work/state-restored" ATELIER_INSTANCE="$port_c")
[ "$(id -u)" -ne 0 ] || drill_env+=(ATELIER_USER=nobody)
restored=$(cd / && env -i "${drill_env[@]}" "$app/bin/atelier" restore --from "$work/backups" 2>&1) || fail "restore: $restored"
grep -q '"restored":true' <<<"$restored" || fail "restore did not restore: $restored"
for table in users cards invoices landing_themes; do
  before=$(psql -h 127.0.0.1 -U postgres -tAq -d "$db" -c "select count(*) from $table" 2>&1) || fail "count $table: $before"
  after=$(psql -h 127.0.0.1 -U postgres -tAq -d "$restored_db" -c "select count(*) from $table" 2>&1) || fail "count $table after restore: $after"
  [ "$before" = "$after" ] || fail "$table: $before rows in the instances' database, $after restored"
done
(cd "$app" && exec env -i PATH=/usr/bin:/bin HOME="$work/state-restored/$port_c" DATA_DIR="$work/state-restored/$port_c" PORT="$port_c" \
  "${complete[@]}" DATABASE_URL="postgres://postgres@127.0.0.1:5432/$restored_db" STORAGE_URL="${storage_url%/}/restored" \
  "${as_service_user[@]}" $exec_start) >"$work/$port_c.log" 2>&1 &
pids+=($!)
restored_pid=$!
for _ in $(seq 1 900); do
  curl -fsS "http://127.0.0.1:$port_c/api/health/ready" >"$work/ready-$port_c.json" 2>/dev/null && break
  kill -0 "$restored_pid" 2>/dev/null || break
  sleep 0.2
done
grep -q '"ready":true' "$work/ready-$port_c.json" 2>/dev/null || { cat "$work/$port_c.log" >&2; fail "the restored instance is not ready"; }
kill -TERM "$restored_pid"
wait "$restored_pid" || fail "the restored instance did not exit 0 on SIGTERM"
echo "  $restored"
[ "$(psql -h 127.0.0.1 -U postgres -tAq -d "$restored_db" -c "select count(*) from users u join applications a on a.user_id = u.id where u.email = '$drill_email'")" = 1 ] \
  || fail "the applicant of the drill is not in the restored database"
echo "  same rows in users, cards, invoices, landing_themes; the drill's applicant is back; the restored instance was ready"

step "production check passed"
