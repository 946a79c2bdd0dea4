/**
 * Puts the security headers on the app's answers (server/http/contentSecurityPolicy.ts): the CSP
 * and Permissions-Policy on every HTML page of the built app, nosniff and the Referrer-Policy on
 * everything, HSTS over TLS. A page that sets its own CSP (the home embeds) keeps it. Violations
 * reported by browsers arrive at POST /csp-reports and are logged (warn) and kept, the last 100,
 * for tests and the operator.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadBrand } from '@brand/load';
import { CSP_MANIFEST, type CspManifest } from '../../scripts/cspHashes';
import { REPO_ROOT } from '../db/seed/index';
import {
  baseSecurityHeaders,
  CSP_REPORT_PATH,
  pageSecurityHeaders,
  type CspInputs,
} from './contentSecurityPolicy';

export type CspReport = { directive: string; blocked: string; page: string };

const KEPT_REPORTS = 100;

/**
 * The policy's inputs for a built app, from its csp.json and its brand; null for a build without
 * one. Read again whenever the file changes, so a build deployed under a running server (new
 * boot script, new hash) is served with its own hash.
 */
export function cspInputsFor(staticDir: string, sandboxOrigin: string): () => CspInputs | null {
  const file = resolve(staticDir, CSP_MANIFEST);
  let cached: { modified: number; inputs: CspInputs } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const modified = statSync(file).mtimeMs;
    if (cached?.modified !== modified) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as CspManifest;
      const inputs = {
        scriptHashes: manifest.scriptHashes,
        brand: loadBrand(REPO_ROOT, manifest.brand),
        sandboxOrigin,
      };
      cached = { modified, inputs };
    }
    return cached.inputs;
  };
}

/** Reads one report from either format browsers send (report-uri or the Reporting API). */
function readReports(body: unknown): CspReport[] {
  const entries = Array.isArray(body) ? body : [body];
  const reports: CspReport[] = [];
  for (const entry of entries.slice(0, 20)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const raw = entry as Record<string, unknown>;
    const report = (raw['csp-report'] ?? raw.body ?? raw) as Record<string, unknown>;
    const text = (key: string, other: string) =>
      String(report[key] ?? report[other] ?? '').slice(0, 500);
    reports.push({
      directive: text('effective-directive', 'effectiveDirective'),
      blocked: text('blocked-uri', 'blockedURL'),
      page: text('document-uri', 'documentURL'),
    });
  }
  return reports;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  page: () => CspInputs | null,
): { reports(): readonly CspReport[] } {
  let headersFor: { inputs: CspInputs; headers: Record<string, string> } | null = null;
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(baseSecurityHeaders(request.protocol === 'https'));
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      const inputs = page();
      if (inputs && headersFor?.inputs !== inputs)
        headersFor = { inputs, headers: pageSecurityHeaders(inputs) };
      if (inputs && headersFor) reply.headers(headersFor.headers);
    }
    return payload;
  });

  const kept: CspReport[] = [];
  void app.register(async (scope) => {
    const asJson = (
      _request: unknown,
      body: string,
      done: (e: Error | null, v?: unknown) => void,
    ) => {
      try {
        done(null, JSON.parse(body));
      } catch {
        done(null, null);
      }
    };
    for (const type of ['application/csp-report', 'application/reports+json'])
      scope.addContentTypeParser(type, { parseAs: 'string' }, asJson);
    scope.post(CSP_REPORT_PATH, { bodyLimit: 16 * 1024 }, async (request, reply) => {
      for (const report of readReports(request.body)) {
        request.log.warn({ csp: report }, 'content security policy violation');
        kept.push(report);
        if (kept.length > KEPT_REPORTS) kept.shift();
      }
      return reply.code(204).send();
    });
  });
  return { reports: () => [...kept] };
}
