import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * The plain-http variant of deploy/nginx.conf for npm run test:cluster: the same proxy part
 * (deploy/nginx-proxy.conf, included as is), the same upstream options, an unprivileged prefix
 * (every path and temp path inside `dir`), no TLS.
 */
export function clusterNginxConfig(dir: string, listenPort: number, instancePorts: number[]): string {
  const production = readFileSync("deploy/nginx.conf", "utf8");
  const serverOptions = /server 127\.0\.0\.1:\d+ ([^;]*);/.exec(production)?.[1] ?? "";
  const upstream = instancePorts.map((port) => `        server 127.0.0.1:${port} ${serverOptions};`).join("\n");
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    log_format vay escape=json '{"reqId":"$request_id","status":$status,"method":"$request_method","upstream":"$upstream_addr","upstreamStatus":"$upstream_status","ms":$request_time}';
    access_log ${dir}/access.log vay;
    upstream vay {
${upstream}
    }
    server {
        listen 127.0.0.1:${listenPort};
        include ${resolve("deploy/nginx-proxy.conf")};
    }
}
`;
}

export function startNginx(dir: string, listenPort: number, instancePorts: number[]): ChildProcess {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "nginx.conf");
  writeFileSync(file, clusterNginxConfig(dir, listenPort, instancePorts));
  const child = spawn("/usr/sbin/nginx", ["-c", file, "-p", dir], { stdio: ["ignore", "inherit", "inherit"] });
  return child;
}
