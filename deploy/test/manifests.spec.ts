// Nothing here runs containers: the manifests are parsed and checked against each other and against the README, so
// a renamed variable, a port that moved or a probe on a path that does not exist fails npm test.
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { parseAllDocuments } from 'yaml';

const deploy = join(__dirname, '..');
const root = join(deploy, '..');
const read = (path: string) => readFileSync(path, 'utf8');

type Doc = Record<string, unknown> & { kind?: string; metadata?: { name?: string; labels?: Record<string, string> } };
interface Container {
  name: string;
  image: string;
  ports?: { containerPort: number; name?: string }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string; port: number | string } };
  livenessProbe?: { httpGet?: { path: string; port: number | string } };
  args?: string[];
}

/** Every variable of the README's configuration table (first column). */
function readmeVariables(): Set<string> {
  const names = new Set<string>();
  for (const line of read(join(root, 'README.md')).split('\n')) {
    const cell = /^\| (`[A-Z0-9_]+`(?:, `[A-Z0-9_]+`)*) \|/.exec(line);
    if (cell) for (const name of cell[1].matchAll(/`([A-Z0-9_]+)`/g)) names.add(name[1]);
  }
  return names;
}

/** The gateway's and modules' ports as the README states them. */
function readmePorts(): { gateway: number; modules: Record<string, number> } {
  const text = read(join(root, 'README.md'));
  const gateway = Number(/`PORT` \| `(\d+)` \(gateway\)/.exec(text)![1]);
  const range = /`PORT` \| `\d+` \(gateway\), `(\d+)`[–-]`(\d+)`/.exec(text)!;
  const order = ['companies', 'billing', 'hmrc', 'technical', 'settings'];
  const modules = Object.fromEntries(order.map((m, i) => [m, Number(range[1]) + i]));
  expect(Number(range[2])).toBe(Number(range[1]) + order.length - 1);
  return { gateway, modules };
}

function k8sDocs(): Doc[] {
  return readdirSync(join(deploy, 'k8s'))
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((f) => parseAllDocuments(read(join(deploy, 'k8s', f))).map((d) => d.toJS() as Doc))
    .filter(Boolean);
}

// Compose files use YAML merge keys (<<: *gateway), as docker compose reads them.
const compose = () => parseAllDocuments(read(join(deploy, 'compose.yaml')), { merge: true })[0].toJS() as { services: Record<string, Record<string, unknown>> };

function containersOf(doc: Doc): Container[] {
  const spec = doc.spec as { template?: { spec?: { containers?: Container[] } } } | undefined;
  return spec?.template?.spec?.containers ?? [];
}

/** Images the Dockerfiles in deploy/ build, by the tag convention `payroll-admin/<name>:<version>`. */
function builtImages(): Map<string, string> {
  const version = JSON.parse(read(join(root, 'package.json'))).version as string;
  const images = new Map<string, string>();
  images.set(`payroll-admin/gateway:${version}`, 'Dockerfile.gateway');
  for (const m of ['companies', 'billing', 'hmrc', 'technical', 'settings']) images.set(`payroll-admin/${m}:${version}`, 'Dockerfile.module');
  for (const r of ['mf-companies', 'mf-billing', 'mf-hmrc', 'mf-technical', 'mf-settings']) images.set(`payroll-admin/${r}:${version}`, 'Dockerfile.remote');
  return images;
}

/** Official images are allowed when pinned to an exact version (never `latest` or a bare major). */
const PINNED_OFFICIAL = /^(postgres|redis|nginx|node):\d+\.\d+(\.\d+)?(-[a-z0-9.-]+)?$/;
const HEALTH_PATHS = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/mf-manifest.json']);
/** Variables of the official images themselves (not the product's configuration). */
const OFFICIAL_IMAGE_VARIABLES = new Set(['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB']);

describe('deployment manifests', () => {
  const readme = readmeVariables();
  const ports = readmePorts();
  const docs = k8sDocs();
  const images = builtImages();

  it('reads the README table and the manifests (the checks below would pass vacuously otherwise)', () => {
    expect(readme.has('DATABASE_URL') && readme.has('REMOTE_MF_BILLING_URL') && readme.has('HMRC_URL')).toBe(true);
    expect(docs.map((d) => d.kind).sort()).toEqual(
      expect.arrayContaining(['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'Ingress', 'Job', 'Namespace', 'Secret', 'Service']),
    );
    expect(Object.keys(compose().services).sort()).toEqual(['gateway-1', 'gateway-2', 'hmrc', 'mf-billing', 'migrate', 'postgres', 'proxy', 'redis']);
  });

  it('uses only images the Dockerfiles build, or pinned official ones', () => {
    const used = [
      ...docs.flatMap((d) => containersOf(d).map((c) => c.image)),
      ...Object.values(compose().services).map((s) => s.image as string),
    ];
    for (const image of used) expect({ image, ok: images.has(image) || PINNED_OFFICIAL.test(image) }).toEqual({ image, ok: true });
    // Every Dockerfile named exists and starts from pinned images.
    for (const file of new Set(images.values())) {
      for (const from of read(join(deploy, file)).matchAll(/^FROM (\S+)/gm)) expect(from[1]).toMatch(PINNED_OFFICIAL);
    }
  });

  it("exposes the README's ports: 3000 for the gateway, 3201-3205 for the modules", () => {
    for (const doc of docs.filter((d) => d.kind === 'Deployment')) {
      for (const c of containersOf(doc)) {
        const module = /^payroll-admin\/(\w+):/.exec(c.image)?.[1];
        const expected = module === 'gateway' ? ports.gateway : module && ports.modules[module];
        if (expected) expect({ container: c.name, port: c.ports?.[0].containerPort }).toEqual({ container: c.name, port: expected });
      }
    }
    expect(read(join(deploy, 'Dockerfile.gateway'))).toMatch(new RegExp(`EXPOSE ${ports.gateway}\\b`));
    expect(read(join(deploy, 'Dockerfile.module'))).toContain(`EXPOSE ${Object.values(ports.modules).join(' ')}`);
    const hmrc = compose().services.hmrc as { environment: Record<string, string>; build: { args: Record<string, string> } };
    expect([hmrc.environment.PORT, hmrc.build.args.PORT]).toEqual([String(ports.modules.hmrc), String(ports.modules.hmrc)]);
  });

  it('names only variables of the README table (compose, ConfigMap, Deployments, Job, Dockerfiles)', () => {
    const names = new Set<string>();
    const services = compose().services;
    for (const service of Object.values(services)) {
      if (PINNED_OFFICIAL.test(String(service.image))) continue;
      for (const variable of Object.keys((service.environment as Record<string, string>) ?? {})) names.add(variable);
    }
    for (const doc of docs) {
      if (doc.kind === 'ConfigMap' || doc.kind === 'Secret') for (const key of Object.keys((doc.data ?? doc.stringData ?? {}) as object)) names.add(key);
      const jobContainers = doc.kind === 'Job' ? ((doc.spec as { template: { spec: { containers: Container[] } } }).template.spec.containers ?? []) : [];
      for (const c of [...containersOf(doc), ...jobContainers]) for (const e of c.env ?? []) names.add(e.name);
    }
    for (const file of ['Dockerfile.gateway', 'Dockerfile.module']) {
      for (const env of read(join(deploy, file)).matchAll(/^ENV (.+)$/gm)) for (const pair of env[1].matchAll(/([A-Z_]+)=/g)) names.add(pair[1]);
    }
    const unknown = [...names].filter((n) => !readme.has(n) && !OFFICIAL_IMAGE_VARIABLES.has(n));
    expect(unknown).toEqual([]);
    expect(names.size).toBeGreaterThan(15);
  });

  it('references only secret keys and config maps that exist', () => {
    const secrets = new Map(docs.filter((d) => d.kind === 'Secret').map((d) => [d.metadata!.name!, new Set(Object.keys((d.stringData ?? d.data) as object))]));
    const configMaps = new Set(docs.filter((d) => d.kind === 'ConfigMap').map((d) => d.metadata!.name!));
    const containers = docs.flatMap((d) => (d.kind === 'Job' ? (d.spec as { template: { spec: { containers: Container[] } } }).template.spec.containers : containersOf(d)));
    expect(containers.length).toBeGreaterThanOrEqual(5);
    for (const c of containers) {
      for (const e of c.env ?? []) {
        const ref = e.valueFrom?.secretKeyRef;
        if (ref) expect({ container: c.name, ref, exists: secrets.get(ref.name)?.has(ref.key) ?? false }).toEqual({ container: c.name, ref, exists: true });
      }
      for (const from of c.envFrom ?? []) if (from.configMapRef) expect(configMaps.has(from.configMapRef.name)).toBe(true);
    }
  });

  it('probes health paths the product serves, on the container port', () => {
    const deployments = docs.filter((d) => d.kind === 'Deployment');
    expect(deployments.length).toBeGreaterThanOrEqual(3);
    for (const doc of deployments) {
      for (const c of containersOf(doc)) {
        for (const probe of [c.readinessProbe, c.livenessProbe].filter(Boolean)) {
          expect(HEALTH_PATHS.has(probe!.httpGet!.path)).toBe(true);
          expect(c.ports!.map((p) => p.name)).toContain(probe!.httpGet!.port);
        }
        expect(c.readinessProbe).toBeDefined();
      }
    }
    for (const file of ['Dockerfile.gateway', 'Dockerfile.module']) expect(read(join(deploy, file))).toMatch(/HEALTHCHECK[\s\S]*\/api\/health/);
  });

  it('Services select existing Deployments, the HPA scales one, the Ingress routes the hub with WebSocket support', () => {
    const deployments = new Map(docs.filter((d) => d.kind === 'Deployment').map((d) => [d.metadata!.name!, d]));
    const services = docs.filter((d) => d.kind === 'Service');
    for (const service of services) {
      const selector = (service.spec as { selector: Record<string, string> }).selector;
      const match = [...deployments.values()].find((d) => {
        const labels = (d.spec as { template: { metadata: { labels: Record<string, string> } } }).template.metadata.labels;
        return Object.entries(selector).every(([k, v]) => labels[k] === v);
      });
      expect({ service: service.metadata!.name, selects: !!match }).toEqual({ service: service.metadata!.name, selects: true });
    }
    const hpa = docs.find((d) => d.kind === 'HorizontalPodAutoscaler')!;
    expect(deployments.has((hpa.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name)).toBe(true);

    const ingress = docs.find((d) => d.kind === 'Ingress')!;
    const annotations = ingress.metadata!['annotations' as keyof typeof ingress.metadata] as unknown as Record<string, string>;
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(3600);
    expect(annotations['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    const rules = (ingress.spec as { rules: { http: { paths: { path: string; backend: { service: { name: string; port: { number: number } } } }[] } }[] }).rules;
    const hub = rules.flatMap((r) => r.http.paths).find((p) => p.path === '/notificationHub')!;
    expect(hub.backend.service).toEqual({ name: 'gateway', port: { number: ports.gateway } });
    const serviceNames = new Set(services.map((s) => s.metadata!.name));
    for (const path of rules.flatMap((r) => r.http.paths)) expect(serviceNames.has(path.backend.service.name)).toBe(true);

    const proxy = read(join(deploy, 'nginx', 'gateway-proxy.conf'));
    expect(proxy).toMatch(/location \/notificationHub \{[^}]*proxy_set_header Upgrade \$http_upgrade;[^}]*proxy_buffering off;/);
  });

  it('runs migrations as a Job with --migrate-only, before the gateways in compose', () => {
    const job = docs.find((d) => d.kind === 'Job')!;
    const containers = (job.spec as { template: { spec: { containers: Container[] } } }).template.spec.containers;
    expect(containers.every((c) => c.args?.includes('--migrate-only'))).toBe(true);
    const services = compose().services;
    expect(services.migrate.command).toEqual(['node', 'services/gateway/dist/main.js', '--migrate-only']);
    expect((services['gateway-1'].depends_on as Record<string, { condition: string }>).migrate).toEqual({ condition: 'service_completed_successfully' });
  });
});
