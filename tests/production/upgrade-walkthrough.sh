#!/usr/bin/env bash
# docs/upgrading.md walked as an operator on one machine, from one release archive to the next:
#   tests/production/upgrade-walkthrough.sh OLD.tgz NEW.tgz
# Each archive is made by docs/operations.md's step 1 (npm ci, build, prune, the tar line) on the
# commit of its release. As root, with the documented paths: /srv/releases/<n>, the /srv/atelier
# symlink, /etc/atelier/atelier.env, the `atelier` user, /var/lib/atelier/<port>,
# /var/backups/atelier, instances on 4321 and 4322 behind nginx with TLS. This machine has no
# systemd as PID 1: `systemctl restart atelier@PORT` is done as the unit does it (its
# EnvironmentFile, PORT, DATA_DIR, WorkingDirectory, User and ExecStart; SIGTERM to stop). Not run
# by CI (it needs two builds); run before a release, its output kept in the release notes.
# Needs what tests/production/production-install.sh needs (PostgreSQL, nginx, openssl, the
# development tree's node_modules for the local S3 and SMTP services).
set -euo pipefail
tree="$(cd "$(dirname "$0")/../.." && pwd)"
old_tgz=$(realpath "$1")
new_tgz=$(realpath "$2")
[ "$(id -u)" -eq 0 ] || { echo "run as root (the documented paths and the service user)" >&2; exit 2; }
# It writes the documented paths: never on a machine that already holds an installation.
for taken in /etc/atelier /srv/atelier /var/lib/atelier/4321 /var/backups/atelier; do
  [ ! -e "$taken" ] || { echo "$taken exists: run this on a machine without an installation" >&2; exit 2; }
done
work=$(mktemp -d /tmp/atelier-upgrade-XXXXXX)
chmod 755 "$work"
db="atelier_upgrade_$(date +%s)"
pids=()
declare -A instance_pid
step() { printf '\n== %s\n' "$*"; }
fail() { echo "UPGRADE WALKTHROUGH FAILED: $*" >&2; exit 1; }
# shellcheck source=tests/production/nginx-in-front.sh
. "$(dirname "${BASH_SOURCE[0]}")/nginx-in-front.sh"
cleanup() {
  for pid in "${pids[@]}" "${instance_pid[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  psql -h 127.0.0.1 -U postgres -q -c "drop database if exists $db with (force)" >/dev/null 2>&1 || true
  rm -rf /srv/releases/walk-old /srv/releases/walk-new /var/lib/atelier/4321 /var/lib/atelier/4322 /var/backups/atelier /etc/atelier
  rm -f /srv/atelier
}
trap cleanup EXIT
for port in 4321 4322; do ! curl -s -o /dev/null "http://127.0.0.1:$port/" || fail "port $port is in use"; done

step "the previous release, installed as docs/operations.md says"
id atelier >/dev/null 2>&1 || useradd --system --home /var/lib/atelier --shell /usr/sbin/nologin atelier
mkdir -p /srv/releases/walk-old && tar -xzf "$old_tgz" -C /srv/releases/walk-old
ln -sfn /srv/releases/walk-old /srv/atelier
echo "  old release: Node $(/srv/atelier/node_modules/.bin/node --version), $(tr -d '\n' </srv/atelier/dist/build-info.json | head -c 160)"

step "PostgreSQL, S3 and SMTP, certificates, /etc/atelier/atelier.env"
psql -h 127.0.0.1 -U postgres -v ON_ERROR_STOP=1 -q -c "create database $db"
(cd "$tree" && exec node_modules/.bin/node tests/production/local-services.ts "$work/services.env") &
pids+=($!)
for _ in $(seq 1 100); do [ -s "$work/services.env" ] && break; sleep 0.2; done
[ -s "$work/services.env" ] || fail "the local S3 and SMTP services did not start"
cd "$work"
openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.crt -days 2 -subj "/CN=Atelier test authority" 2>/dev/null
openssl req -newkey rsa:2048 -nodes -keyout signer.key -out signer.csr -subj "/CN=Atelier upgrade walk/O=Atelier" 2>/dev/null
openssl x509 -req -in signer.csr -CA ca.crt -CAkey ca.key -CAcreateserial -out signer.crt -days 2 2>/dev/null
install -d -o root -g atelier -m 0750 /etc/atelier
openssl pkcs12 -export -inkey signer.key -in signer.crt -certfile ca.crt -out /etc/atelier/contract-signing.p12 -passout pass:walk-pass
chgrp atelier /etc/atelier/contract-signing.p12 && chmod 0640 /etc/atelier/contract-signing.p12
openssl req -x509 -newkey rsa:2048 -nodes -keyout tls.key -out tls.crt -days 2 -subj "/CN=localhost" -addext "subjectAltName=DNS:localhost" 2>/dev/null
tls_port=8443
{
  # deploy/atelier.env.example's filled lines, then this machine's values for the others.
  grep -Ev '^#|^[A-Z0-9_]+=$|^(DATABASE_URL|PUBLIC_URL|STORAGE_URL|CONTRACT_SIGNING_P12)=' /srv/atelier/deploy/atelier.env.example
  echo "DATABASE_URL=postgres://postgres@127.0.0.1:5432/$db"
  echo "PUBLIC_URL=https://localhost:$tls_port"
  echo "JWT_SECRET=$(openssl rand -base64 48)"
  echo "CONTRACT_SIGNING_P12=/etc/atelier/contract-signing.p12"
  echo "CONTRACT_SIGNING_PASSPHRASE=walk-pass"
  echo "STRIPE_SECRET_KEY=sk_test_upgrade_walk"
  echo "STRIPE_WEBHOOK_SECRET=whsec_upgrade_walk"
  echo "SELLER_NAME=Atelier SAS"
  echo "SELLER_LEGAL_FORM=SAS"
  echo "SELLER_SHARE_CAPITAL_CENTS=1000000"
  echo "SELLER_ADDRESS=12 rue des Artisans, 75011 Paris"
  echo "SELLER_SIREN=732829320"
  echo "SELLER_RCS_CITY=Paris"
  echo "SELLER_VAT_NUMBER=FR44732829320"
  echo "SELLER_EMAIL=contact@atelier.example"
  echo "SELLER_PHONE=+33 1 23 45 67 89"
  echo "PUBLICATION_DIRECTOR=Camille Martin"
  echo "HOST_NAME=OVH SAS"
  echo "HOST_ADDRESS=2 rue Kellermann, 59100 Roubaix"
  echo "HOST_PHONE=+33 9 72 10 10 07"
  echo "MEDIATOR_NAME=CM2C"
  echo "MEDIATOR_URL=https://www.cm2c.net"
  echo "MAIL_PROVIDER_NAME=Local SMTP"
  echo "STORAGE_PROVIDER_NAME=Local S3"
  echo "METRICS_TOKEN=upgrade-walk-$RANDOM$RANDOM"
  cat "$work/services.env"
} >/etc/atelier/atelier.env
chgrp atelier /etc/atelier/atelier.env && chmod 0640 /etc/atelier/atelier.env
echo "  /etc/atelier/atelier.env: $(wc -l </etc/atelier/atelier.env) settings, from deploy/atelier.env.example"

# `systemctl start atelier@PORT`, as deploy/atelier@.service runs it.
unit="/srv/atelier/deploy/atelier@.service"
start_instance() {
  local port=$1 exec_start settings=()
  exec_start=$(sed -n 's#^ExecStart=##p' "$unit")
  mapfile -t settings < <(grep -v '^#' /etc/atelier/atelier.env | grep '=')
  install -d -o atelier -g atelier -m 0750 "/var/lib/atelier/$port"
  (cd /srv/atelier && exec env -i PATH=/usr/bin:/bin HOME="/var/lib/atelier/$port" "${settings[@]}" \
    PORT="$port" DATA_DIR="/var/lib/atelier/$port" setpriv --reuid=atelier --regid=atelier --clear-groups $exec_start) >>"$work/$port.log" 2>&1 &
  instance_pid[$port]=$!
}
wait_ready() { # the documented loop: until curl -fsS …/api/health/ready
  local port=$1
  for _ in $(seq 1 900); do
    curl -fsS "http://127.0.0.1:$port/api/health/ready" >/dev/null 2>&1 && return 0
    kill -0 "${instance_pid[$port]}" 2>/dev/null || { tail -n 30 "$work/$port.log" >&2; fail "instance $port exited"; }
    sleep 0.2
  done
  fail "instance $port not ready"
}
restart_instance() { # `systemctl restart atelier@PORT`: SIGTERM, wait for the exit, start
  local port=$1
  kill -TERM "${instance_pid[$port]}"
  wait "${instance_pid[$port]}" || fail "instance $port did not exit 0 on SIGTERM"
  start_instance "$port"
}

step "two instances of the previous release behind nginx with TLS"
start_instance 4321
start_instance 4322
wait_ready 4321
wait_ready 4322
nginx_in_front "$tree/deploy/nginx-landings.conf" "$work" "$tls_port" 8080 4321 4322
https() { curl -sS --cacert "$work/tls.crt" --resolve "localhost:$tls_port:127.0.0.1" "$@"; }
for _ in $(seq 1 50); do https -o /dev/null "https://localhost:$tls_port/api/health/live" 2>/dev/null && break; sleep 0.1; done
old_build=$(curl -fsS http://127.0.0.1:4321/api/health | sed -E 's/.*"build":(\{[^}]*\}).*/\1/')
echo "  both ready; build $old_build"

step "data on the previous release: an application through nginx"
email="upgrade-$(date +%s)@example.org"
status=$(https -o "$work/applied.json" -w '%{http_code}' -H 'Content-Type: application/json' -H "Origin: https://localhost:$tls_port" \
  --data-binary @- "https://localhost:$tls_port/api/candidatures" <<JSON
{"first_name":"Inès","last_name":"Morel","email":"$email","brand":"Verres Inès","trade":"Verrière",
 "links":["https://example.com/verres"],"priority_need":"gamme_de_tarifs","monthly_revenue":1800,
 "objective":"Vendre en boutique.","already_tried":"Des salons.","formula":"essentiel",
 "billing_address":{"street":"3 rue des Verriers","postal_code":"57620","city":"Lemberg","country":"FR"},
 "accept_cgv":true,"early_start_requested":true,"withdrawal_waiver_acknowledged":true}
JSON
)
[ "$status" = 201 ] || fail "applying answered $status: $(head -c 300 "$work/applied.json")"
application_id=$(sed -E 's/.*"id":"([^"]+)".*/\1/' "$work/applied.json")
token=$(sed -E 's/.*"token":"([^"]+)".*/\1/' "$work/applied.json")
https -o "$work/application-before.json" -H "Authorization: Bearer $token" "https://localhost:$tls_port/api/candidatures/me"
grep -q "$application_id" "$work/application-before.json" || fail "the application cannot be read back: $(head -c 300 "$work/application-before.json")"
counts() { psql -h 127.0.0.1 -U postgres -tAq -d "$db" -c "select string_agg(format('%s=%s', c.relname, (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I', c.relname), false, true, '')))[1]::text), ' ' order by c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'"; }
counts | tr ' ' '\n' >"$work/rows-before.txt"
echo "  applied (201) and read back; $(wc -l <"$work/rows-before.txt") tables counted"

step "0. a backup first (the documented command)"
install -d -o atelier -g atelier -m 0700 /var/backups/atelier
backup=$(cd / && env -i PATH=/usr/bin:/bin HOME=/root /srv/atelier/bin/atelier backup --to /var/backups/atelier --keep 14 2>&1) || fail "backup: $backup"
echo "  $(tail -n 1 <<<"$backup" | head -c 300)"

step "1–3. unpack the new release beside, switch the symlink, restart one instance at a time (requests keep flowing)"
mkdir -p /srv/releases/walk-new && tar -xzf "$new_tgz" -C /srv/releases/walk-new
echo "  new release: Node $(/srv/releases/walk-new/node_modules/.bin/node --version)"
# Through nginx while the instances restart: what a visitor and a member see.
(
  ok=0 bad=0
  while [ ! -e "$work/stop-traffic" ]; do
    code=$(https -o /dev/null -w '%{http_code}' "https://localhost:$tls_port/api/health/live" 2>/dev/null || echo 000)
    code2=$(https -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" "https://localhost:$tls_port/api/candidatures/me" 2>/dev/null || echo 000)
    if [ "$code" = 200 ] && [ "$code2" = 200 ]; then ok=$((ok + 2)); else bad=$((bad + 1)); echo "$code $code2" >>"$work/traffic-bad.txt"; fi
    sleep 0.05
  done
  echo "$ok $bad" >"$work/traffic.txt"
) &
traffic_pid=$!
ln -sfn /srv/releases/walk-new /srv/atelier
for port in 4321 4322; do
  restart_instance "$port"
  wait_ready "$port"
  echo "  $port ready on the new release"
done
touch "$work/stop-traffic"
wait "$traffic_pid"
read -r ok bad <"$work/traffic.txt"
echo "  through nginx during the restarts: $ok answered 200, $bad failed"
[ "$bad" -eq 0 ] || fail "requests failed during the upgrade: $(sort "$work/traffic-bad.txt" | uniq -c)"

step "4. check: the build each instance serves, the rows, the application"
for port in 4321 4322; do
  build=$(curl -fsS "http://127.0.0.1:$port/api/health" | sed -E 's/.*"build":(\{[^}]*\}).*/\1/')
  [ "$build" != "$old_build" ] || fail "instance $port still serves the old build"
  echo "  $port: $build"
done
counts | tr ' ' '\n' >"$work/rows-after.txt"
lost=$(join -t= -j1 <(sort "$work/rows-before.txt") <(sort "$work/rows-after.txt") | awk -F= '$3 < $2 { print $1 ": " $2 " → " $3 }')
[ -z "$lost" ] || fail "rows lost by the upgrade: $lost"
gone=$(comm -23 <(cut -d= -f1 "$work/rows-before.txt" | sort) <(cut -d= -f1 "$work/rows-after.txt" | sort))
[ -z "$gone" ] || fail "tables gone: $gone"
https -o "$work/application-after.json" -H "Authorization: Bearer $token" "https://localhost:$tls_port/api/candidatures/me"
grep -q "$application_id" "$work/application-after.json" || fail "the application is not read back after the upgrade"
echo "  no table lost a row ($(wc -l <"$work/rows-after.txt") tables); the application reads back through nginx"
check=$(cd / && env -i PATH=/usr/bin:/bin HOME=/root /srv/atelier/bin/atelier restore --from /var/backups/atelier --check 2>&1) || fail "restore --check: $check"
echo "  the new release checks the backup taken before the upgrade: $(tail -n 1 <<<"$check" | head -c 200)"

step "upgrade walkthrough passed"
