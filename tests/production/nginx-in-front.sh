# Sourced by production-install.sh and upgrade-walkthrough.sh: deploy/nginx-landings.conf run as
# an operator would, on test ports — TLS with the test certificate, the two instances as its
# upstream, the landings root under $work — as an unprivileged nginx (its own prefix, no daemon).
# Sets nginx_dir and appends nginx's pid to the caller's `pids`; calls the caller's `fail`.
#
#   nginx_in_front CONF WORK TLS_PORT HTTP_PORT PORT_A PORT_B
nginx_in_front() {
  local conf=$1 work=$2 tls_port=$3 http_port=$4 port_a=$5 port_b=$6
  nginx_dir="$work/nginx"
  mkdir -p "$nginx_dir"/{body,proxy,fastcgi,uwsgi,scgi} "$work/landings"
  sed -e "s#listen 443 ssl http2;#listen 127.0.0.1:$tls_port ssl http2;#" \
      -e "s#listen 80;#listen 127.0.0.1:$http_port;#" \
      -e "s#server_name atelier.example;#server_name localhost;#" \
      -e "s#/etc/letsencrypt/live/atelier.example/fullchain.pem#$work/tls.crt#" \
      -e "s#/etc/letsencrypt/live/atelier.example/privkey.pem#$work/tls.key#" \
      -e "s#server 127.0.0.1:4321 #server 127.0.0.1:$port_a #" \
      -e "s#server 127.0.0.1:4322 #server 127.0.0.1:$port_b #" \
      -e "s#root /srv/atelier-landings;#root $work/landings;#" \
      "$conf" >"$nginx_dir/site.conf"
  local brotli=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
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
}
