#!/usr/bin/env bash
# Medusa v2 as a performance peer: installs the PUBLISHED npm packages into a
# scratch directory, creates a Postgres database, runs Medusa's migrations,
# seeds N products (2 variants each) through Medusa's own workflows, and
# benchmarks the Store API with autocannon next to a bare node:http ceiling.
#
# Copied into this repository (bench/peer/) from the team's shared peers folder
# (medusa-peer.sh and medusa-peer.md, 2026-11-22), which a newcomer does not
# have. The original carries no licence line; its comments are kept. Changes:
# Medusa's database URL is read from MEDUSA_DATABASE_URL, not DATABASE_URL (the
# Roslis benchmarks use DATABASE_URL for their own server, and Medusa must not
# migrate into that database). bench/peer.ts uses the install, db, migrate and
# seed steps and runs its own side-by-side load (npm run bench:peer).
#
# Nothing is written next to this script; everything goes to $PEER_WORK.
#
#   bash medusa-peer.sh all              # install, db, migrate, seed, bench (SIZES)
#   bash medusa-peer.sh write|install|db|migrate   # write = project files only
#   bash medusa-peer.sh seed 10000       # top up to 10000 products (idempotent)
#   bash medusa-peer.sh bench            # bench current data
#   bash medusa-peer.sh dropdb           # drop the peer database and role
#
# Env: PEER_WORK (${TMPDIR:-/tmp}/medusa-peer), MEDUSA_VERSION (2.21.2),
#      PEER_DB (medusa_peer), MEDUSA_DATABASE_URL, SIZES ("1000"; e.g. "1000 10000"),
#      BENCH_C (50), BENCH_D (10), BENCH_WARM (5), MEDUSA_PORT (9000),
#      BARE_PORT (9100), MEDUSA_LOG_LEVEL (info; "http" = Medusa's default
#      per-request logging), KEEP_PG=1 to leave a Postgres we started running,
#      BENCH_CACHING=1 (all: also bench with Medusa's experimental query cache),
#      MEDUSA_CACHING=1 (bench: run Medusa with that cache on).
set -euo pipefail

MEDUSA_VERSION="${MEDUSA_VERSION:-2.21.2}"
WORK="${PEER_WORK:-${TMPDIR:-/tmp}/medusa-peer}"
DB_NAME="${PEER_DB:-medusa_peer}"
DB_ROLE="${PEER_DB_ROLE:-medusa_peer}"
DB_PASS="${PEER_DB_PASS:-medusa_peer}"
export DATABASE_URL="${MEDUSA_DATABASE_URL:-postgres://$DB_ROLE:$DB_PASS@127.0.0.1:5432/$DB_NAME}"
SIZES="${SIZES:-1000}"
export MEDUSA_DISABLE_TELEMETRY=true
export BENCH_C="${BENCH_C:-50}" BENCH_D="${BENCH_D:-10}" BENCH_WARM="${BENCH_WARM:-5}"
export MEDUSA_PORT="${MEDUSA_PORT:-9000}" BARE_PORT="${BARE_PORT:-9100}"
export MEDUSA_LOG_LEVEL="${MEDUSA_LOG_LEVEL:-info}"
PG_STARTED_BY_US=0
TIMINGS="$WORK/timings.txt"

log() { echo "[medusa-peer $(date +%H:%M:%S)] $*" >&2; }
now() { date +%s.%N; }
record() { # step-name start-time [extra]
  local dt; dt=$(awk -v a="$2" -v b="$(now)" 'BEGIN{printf "%.1f", b-a}')
  echo "$1: ${dt}s ${3:-}" | tee -a "$TIMINGS" >&2
}

cleanup() {
  if [[ -f "$WORK/pids" ]]; then
    while read -r pid; do
      [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null && { log "stopping leftover pid $pid"; kill "$pid" || true; }
    done < "$WORK/pids"
    rm -f "$WORK/pids"
  fi
  if [[ "$PG_STARTED_BY_US" == 1 && "${KEEP_PG:-0}" != 1 ]]; then
    log "stopping PostgreSQL 15 (we started it)"
    pg_ctlcluster --skip-systemctl-redirect 15 main stop || true
  fi
}
trap cleanup EXIT

ensure_pg() {
  if ! pg_isready -q -h 127.0.0.1 -p 5432; then
    log "starting PostgreSQL 15 main"
    pg_ctlcluster --skip-systemctl-redirect 15 main start
    PG_STARTED_BY_US=1
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
  fi
}

as_pg() { if [[ $(id -u) == 0 ]]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }

do_db() {
  ensure_pg
  as_pg psql -qAtc "SELECT 1 FROM pg_roles WHERE rolname='$DB_ROLE'" | grep -q 1 ||
    as_pg psql -qc "CREATE ROLE $DB_ROLE LOGIN SUPERUSER PASSWORD '$DB_PASS'"
  as_pg psql -qAtc "SELECT 1 FROM pg_database WHERE datname='$DB_NAME'" | grep -q 1 ||
    as_pg createdb -O "$DB_ROLE" "$DB_NAME"
  log "database $DB_NAME ready"
}

do_dropdb() {
  ensure_pg
  as_pg dropdb --if-exists "$DB_NAME"
  as_pg psql -qc "DROP ROLE IF EXISTS $DB_ROLE"
}

write_project() {
  mkdir -p "$WORK/src/scripts"
  cat > "$WORK/package.json" <<EOF
{
  "name": "medusa-peer",
  "version": "0.0.0",
  "private": true,
  "dependencies": {
    "@medusajs/admin-sdk": "$MEDUSA_VERSION",
    "@medusajs/cli": "$MEDUSA_VERSION",
    "@medusajs/framework": "$MEDUSA_VERSION",
    "@medusajs/medusa": "$MEDUSA_VERSION",
    "autocannon": "9.0.0"
  },
  "devDependencies": {
    "@swc/core": "^1.7.28",
    "@types/node": "^20.0.0",
    "ts-node": "^10.9.2",
    "typescript": "^5.6.2"
  },
  "engines": { "node": ">=20" }
}
EOF
  # Redis is not configured: Medusa then uses its local event bus, in-memory
  # cache, in-memory workflow engine and in-memory locking.
  cat > "$WORK/medusa-config.ts" <<'EOF'
import { defineConfig } from "@medusajs/framework/utils"

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    databaseDriverOptions: { connection: { ssl: false } },
    http: {
      storeCors: "http://localhost:8000",
      adminCors: "http://localhost:9000",
      authCors: "http://localhost:9000",
      jwtSecret: process.env.JWT_SECRET || "supersecret",
      cookieSecret: process.env.COOKIE_SECRET || "supersecret",
    },
  },
  admin: { disable: true },
  // MEDUSA_CACHING=1: Medusa's experimental query cache (feature flag
  // "caching", in-memory provider); the store product routes ask for it.
  ...(process.env.MEDUSA_CACHING === "1"
    ? {
        featureFlags: { caching: true },
        modules: [{ resolve: "@medusajs/medusa/caching", options: { in_memory: { enable: true } } }],
      }
    : {}),
})
EOF
  cat > "$WORK/tsconfig.json" <<'EOF'
{
  "compilerOptions": {
    "target": "ES2021", "module": "Node16", "moduleResolution": "Node16",
    "esModuleInterop": true, "emitDecoratorMetadata": true, "experimentalDecorators": true,
    "skipLibCheck": true, "declaration": false, "inlineSourceMap": true,
    "outDir": "./.medusa/server", "rootDir": "./", "jsx": "react-jsx",
    "resolveJsonModule": true, "checkJs": false, "strictNullChecks": true
  },
  "ts-node": { "swc": true },
  "include": ["**/*", ".medusa/types/*"],
  "exclude": ["node_modules", ".medusa/server", ".medusa/admin", ".cache"]
}
EOF
  cat > "$WORK/src/scripts/seed.ts" <<'EOF'
// Benchmark seed (run with `medusa exec`): store currencies, region, sales
// channel, publishable key, shipping profile, 10 categories, then products with
// 2 variants each up to SEED_PRODUCTS, in batches through createProductsWorkflow.
import { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow, createDefaultsWorkflow, createProductCategoriesWorkflow,
  createProductsWorkflow, createRegionsWorkflow, createSalesChannelsWorkflow,
  createShippingProfilesWorkflow, linkSalesChannelsToApiKeyWorkflow, updateStoresWorkflow,
} from "@medusajs/medusa/core-flows"
import * as fs from "fs"

export default async function seed({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const target = parseInt(process.env.SEED_PRODUCTS || "1000", 10)
  const batch = parseInt(process.env.SEED_BATCH || "100", 10)
  const outFile = process.env.SEED_OUT || "seed-out.json"
  const storeSvc: any = container.resolve(Modules.STORE)
  const scSvc: any = container.resolve(Modules.SALES_CHANNEL)
  const regionSvc: any = container.resolve(Modules.REGION)
  const keySvc: any = container.resolve(Modules.API_KEY)
  const fulfillSvc: any = container.resolve(Modules.FULFILLMENT)
  const productSvc: any = container.resolve(Modules.PRODUCT)

  await createDefaultsWorkflow(container).run()
  const [store] = await storeSvc.listStores()
  let channels = await scSvc.listSalesChannels({ name: "Default Sales Channel" })
  if (!channels.length) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: "Default Sales Channel" }] },
    })
    channels = result
  }
  const channel = channels[0]

  let regions = await regionSvc.listRegions({ name: "Europe" })
  if (!regions.length) {
    await updateStoresWorkflow(container).run({
      input: {
        selector: { id: store.id },
        update: {
          supported_currencies: [{ currency_code: "eur", is_default: true }, { currency_code: "usd" }],
          default_sales_channel_id: channel.id,
        } as any,
      },
    })
    const { result } = await createRegionsWorkflow(container).run({
      input: { regions: [{ name: "Europe", currency_code: "eur", countries: ["de", "fr", "dk", "se", "es", "it"], payment_providers: ["pp_system_default"] }] },
    })
    regions = result
  }
  const region = regions[0]

  let profiles = await fulfillSvc.listShippingProfiles({ type: "default" })
  if (!profiles.length) {
    const { result } = await createShippingProfilesWorkflow(container).run({
      input: { data: [{ name: "Default Shipping Profile", type: "default" }] },
    })
    profiles = result
  }
  const profile = profiles[0]

  let keys = await keySvc.listApiKeys({ type: "publishable", title: "bench" })
  if (!keys.length) {
    const { result } = await createApiKeysWorkflow(container).run({
      input: { api_keys: [{ title: "bench", type: "publishable", created_by: "" }] },
    })
    keys = result
    await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: keys[0].id, add: [channel.id] } })
  }
  const key = keys[0]

  let cats = await productSvc.listProductCategories({}, { take: 100 })
  if (!cats.length) {
    const { result } = await createProductCategoriesWorkflow(container).run({
      input: { product_categories: Array.from({ length: 10 }, (_, i) => ({ name: `Category ${i}`, handle: `category-${i}`, is_active: true })) },
    })
    cats = result
  }

  let existing = (await productSvc.listAndCountProducts({}, { take: 1 }))[1]
  logger.info(`seed: ${existing} products exist, target ${target}`)
  const t0 = Date.now()
  while (existing < target) {
    const n = Math.min(batch, target - existing)
    const products = Array.from({ length: n }, (_, j) => {
      const i = existing + j
      return {
        title: `Bench Product ${i}`,
        handle: `bench-product-${i}`,
        description: `Benchmark product number ${i}. A plain cotton item used to measure storefront read paths.`,
        status: ProductStatus.PUBLISHED,
        weight: 400,
        thumbnail: `https://example.invalid/img/${i}.png`,
        images: [{ url: `https://example.invalid/img/${i}.png` }],
        category_ids: [cats[i % cats.length].id],
        shipping_profile_id: profile.id,
        options: [{ title: "Size", values: ["S", "M"] }],
        variants: ["S", "M"].map((s) => ({
          title: s, sku: `BENCH-${i}-${s}`, options: { Size: s }, manage_inventory: false,
          prices: [
            { amount: 1000 + (i % 100), currency_code: "eur" },
            { amount: 1500 + (i % 100), currency_code: "usd" },
          ],
        })),
        sales_channels: [{ id: channel.id }],
      }
    })
    await createProductsWorkflow(container).run({ input: { products: products as any } })
    existing += n
    if (existing % 1000 === 0 || existing === target)
      logger.info(`seed: ${existing}/${target} products (${((Date.now() - t0) / 1000).toFixed(1)}s)`)
  }
  const [sample] = await productSvc.listProducts({ handle: "bench-product-0" })
  fs.writeFileSync(outFile, JSON.stringify({ publishable_key: key.token, region_id: region.id, sales_channel_id: channel.id, sample_product_id: sample?.id, products: existing }, null, 2))
  logger.info(`seed: done, wrote ${outFile}`)
}
EOF
  cat > "$WORK/bench.mjs" <<'EOF'
// Starts Medusa (single process, NODE_ENV=production) and a bare node:http
// server, warms each endpoint, runs autocannon, samples the server's RSS/CPU.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const WORK = process.cwd()
const C = +process.env.BENCH_C, D = +process.env.BENCH_D, WARM = +process.env.BENCH_WARM
const MPORT = +process.env.MEDUSA_PORT, BPORT = +process.env.BARE_PORT
const seed = JSON.parse(fs.readFileSync(path.join(WORK, "seed-out.json"), "utf8"))
const AC = path.join(WORK, "node_modules/autocannon/autocannon.js")
const children = []
const pidFile = path.join(WORK, "pids")
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

function start(name, args, env) {
  const out = fs.openSync(path.join(WORK, `${name}.log`), "w")
  const p = spawn(process.execPath, args, { cwd: WORK, env: { ...process.env, ...env }, stdio: ["ignore", out, out] })
  children.push(p)
  fs.appendFileSync(pidFile, `${p.pid}\n`)
  return p
}
async function stopAll() {
  for (const p of children) if (p.exitCode === null) p.kill("SIGTERM")
  for (let i = 0; i < 50 && children.some((p) => p.exitCode === null && p.signalCode === null); i++) await sleep(200)
  for (const p of children) if (p.exitCode === null && p.signalCode === null) p.kill("SIGKILL")
  fs.rmSync(pidFile, { force: true })
}
process.on("SIGINT", async () => { await stopAll(); process.exit(130) })
process.on("SIGTERM", async () => { await stopAll(); process.exit(143) })

const CACHED = process.env.MEDUSA_CACHING === "1"
const TAG = CACHED ? "medusa+cache" : "medusa"
function pgTicks() { // CPU ticks of all postgres processes (server + backends)
  let t = 0
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue
    try {
      const s = fs.readFileSync(`/proc/${d}/stat`, "utf8")
      if (!s.includes("(postgres)")) continue
      const f = s.split(") ")[1].split(" ")
      t += +f[11] + +f[12]
    } catch {}
  }
  return t
}
function procStat(pid) {
  const st = fs.readFileSync(`/proc/${pid}/status`, "utf8")
  const rssKb = +/VmRSS:\s+(\d+)/.exec(st)[1]
  const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")
  return { rssMb: rssKb / 1024, cpuTicks: +f[11] + +f[12] }
}
async function waitHttp(url, headers = {}, secs = 120) {
  for (let i = 0; i < secs * 4; i++) {
    try { const r = await fetch(url, { headers }); if (r.ok) return r } catch {}
    await sleep(250)
  }
  throw new Error(`timeout waiting for ${url}`)
}
function autocannon(url, headers, duration) {
  const args = [AC, "-c", String(C), "-d", String(duration), "-j"]
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`)
  args.push(url)
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] })
    let out = ""; p.stdout.on("data", (d) => (out += d))
    p.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exit ${code}`))))
  })
}
async function run(name, pid, url, headers = {}) {
  await autocannon(url, headers, WARM)
  let peak = 0
  const s0 = procStat(pid), g0 = pgTicks(), t0 = Date.now()
  const timer = setInterval(() => { peak = Math.max(peak, procStat(pid).rssMb) }, 200)
  const r = await autocannon(url, headers, D)
  clearInterval(timer)
  const s1 = procStat(pid)
  peak = Math.max(peak, s1.rssMb)
  const secs = (Date.now() - t0) / 1000
  const cores = (s1.cpuTicks - s0.cpuTicks) / 100 / secs
  const pgCores = (pgTicks() - g0) / 100 / secs
  const row = {
    name, url: url.replace(seed.publishable_key, "pk"), rps: Math.round(r.requests.average),
    p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts,
    bytes: Math.round(r.throughput.average / Math.max(r.requests.average, 1)),
    rssMb: Math.round(s1.rssMb), peakRssMb: Math.round(peak), serverCores: +cores.toFixed(2), pgCores: +pgCores.toFixed(2),
  }
  console.error(`  ${name}: ${row.rps} req/s p50 ${row.p50}ms p99 ${row.p99}ms rss ${row.rssMb}MB`)
  return row
}

const results = { when: new Date().toISOString(), node: process.version, connections: C, duration: D, products: seed.products, rows: [] }
try {
  const key = { "x-publishable-api-key": seed.publishable_key }
  const M = `http://127.0.0.1:${MPORT}`
  const medusa = start("medusa-server", ["node_modules/@medusajs/cli/cli.js", "start", "--port", String(MPORT)],
    { NODE_ENV: "production", LOG_LEVEL: process.env.MEDUSA_LOG_LEVEL, MEDUSA_CACHING: CACHED ? "1" : "0" })
  const t0 = Date.now()
  await waitHttp(`${M}/health`)
  results.medusaStartSec = (Date.now() - t0) / 1000
  // Bare ceiling: one tiny constant JSON, and the exact bytes of Medusa's list response.
  const big = await (await waitHttp(`${M}/store/products?limit=24`, key)).text()
  fs.writeFileSync(path.join(WORK, "bare-big.json"), big)
  const bareSrc = `const http=require("http"),fs=require("fs");const small=Buffer.from(JSON.stringify({ok:true,service:"bare",items:[]}));` +
    `const big=fs.readFileSync("bare-big.json");http.createServer((q,s)=>{const b=q.url.startsWith("/big")?big:small;` +
    `s.writeHead(200,{"content-type":"application/json; charset=utf-8","content-length":b.length});s.end(b)}).listen(${BPORT},"127.0.0.1")`
  const bare = start("bare-server", ["-e", bareSrc], {})
  const B = `http://127.0.0.1:${BPORT}`
  await waitHttp(`${B}/`)
  results.medusaIdleRssMb = Math.round(procStat(medusa.pid).rssMb)
  results.rows.push(await run("bare node:http, small JSON", bare.pid, `${B}/`))
  results.rows.push(await run("bare node:http, Medusa list bytes", bare.pid, `${B}/big`))
  results.rows.push(await run(`${TAG} GET /store/products?limit=24`, medusa.pid, `${M}/store/products?limit=24`, key))
  results.rows.push(await run(`${TAG} GET /store/products?limit=24&region_id`, medusa.pid, `${M}/store/products?limit=24&region_id=${seed.region_id}`, key))
  results.rows.push(await run(`${TAG} GET /store/products/{id}`, medusa.pid, `${M}/store/products/${seed.sample_product_id}`, key))
  results.rows.push(await run(`${TAG} GET /store/products/{id}?region_id`, medusa.pid, `${M}/store/products/${seed.sample_product_id}?region_id=${seed.region_id}`, key))
} finally {
  await stopAll()
}
const file = path.join(WORK, `bench-${seed.products}${CACHED ? "-cached" : ""}.json`)
fs.writeFileSync(file, JSON.stringify(results, null, 2))
console.log(`\nMedusa ${process.env.MEDUSA_VERSION}${CACHED ? " (experimental query cache ON)" : ""}, ${seed.products} products x 2 variants, autocannon -c ${C} -d ${D} (+${WARM}s warm-up), ` +
  `Node ${process.version}, Medusa idle RSS ${results.medusaIdleRssMb} MB, start ${results.medusaStartSec}s\n`)
console.log("| endpoint | req/s | p50 ms | p99 ms | bytes | non-2xx | server RSS MB (end/peak) | server CPU cores | postgres CPU cores |")
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
for (const r of results.rows)
  console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.non2xx + r.errors} | ${r.rssMb}/${r.peakRssMb} | ${r.serverCores} | ${r.pgCores} |`)
console.log(`\nraw: ${file}`)
EOF
}

do_install() {
  mkdir -p "$WORK"
  write_project
  local t; t=$(now)
  (cd "$WORK" && npm install --no-audit --no-fund --loglevel=error) | tee "$WORK/install.log"
  local size pkgs
  size=$(du -sh "$WORK/node_modules" | cut -f1)
  pkgs=$(grep -o 'added [0-9]* packages' "$WORK/install.log" || true)
  record "install (npm, medusa $MEDUSA_VERSION)" "$t" "node_modules=$size, $pkgs"
}

medusa() { (cd "$WORK" && node node_modules/@medusajs/cli/cli.js "$@"); }

do_migrate() {
  ensure_pg
  local t; t=$(now)
  medusa db:migrate > "$WORK/migrate.log" 2>&1 || { tail -40 "$WORK/migrate.log"; exit 1; }
  record "migrate (medusa db:migrate)" "$t"
}

do_seed() {
  ensure_pg
  local n="$1" t; t=$(now)
  SEED_PRODUCTS="$n" SEED_OUT="$WORK/seed-out.json" medusa exec ./src/scripts/seed.ts > "$WORK/seed-$n.log" 2>&1 ||
    { tail -40 "$WORK/seed-$n.log"; exit 1; }
  record "seed to $n products" "$t" "($(grep -o 'seed: [0-9]* products exist' "$WORK/seed-$n.log"))"
}

do_bench() {
  ensure_pg
  [[ -f "$WORK/seed-out.json" ]] || { echo "run seed first" >&2; exit 1; }
  (cd "$WORK" && MEDUSA_VERSION="$MEDUSA_VERSION" node bench.mjs)
}

mkdir -p "$WORK"
case "${1:-all}" in
  write) write_project ;;
  install) do_install ;;
  db) do_db ;;
  migrate) do_migrate ;;
  seed) do_seed "${2:-1000}" ;;
  bench) do_bench ;;
  dropdb) do_dropdb ;;
  all)
    : > "$TIMINGS"
    do_install; do_db; do_migrate
    for n in $SIZES; do
      do_seed "$n"; do_bench | tee -a "$WORK/report.md"
      [[ "${BENCH_CACHING:-0}" == 1 ]] && MEDUSA_CACHING=1 do_bench | tee -a "$WORK/report.md"
    done
    echo; cat "$TIMINGS" ;;
  *) sed -n '2,30p' "$0"; exit 2 ;;
esac
