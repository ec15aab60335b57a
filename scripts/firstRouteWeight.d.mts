export const FIRST_ROUTE_JS_BUDGET_KB: number;

export type SizedFile = { file: string; gzipKb: number };

export function measureFirstRoute(dist: string): {
  js: SizedFile[];
  css: SizedFile[];
  jsKb: number;
  cssKb: number;
};

export function firstRouteModules(dist: string): { file: string; modules: string[] }[];

export function freshWebBuild(): string | null;
