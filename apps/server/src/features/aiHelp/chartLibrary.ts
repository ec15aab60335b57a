import type { DataTable } from '@dsb/core';
import type { ChartDefinition } from '../evidence';
import { loadChartDefinitions } from '../evidence';
import { chartGeometry, recordsOf, type ChartGeometry } from './guide/chartRegion';

/**
 * The chart specifications seeded charts were rendered from
 * (features/evidence/seedCharts/charts.json), by slug, and each chart's geometry once computed.
 * Scraped charts have no specification: their regions cannot be mapped to data.
 */
export class ChartLibrary {
  private definitions: Promise<Map<string, ChartDefinition>> | null = null;
  private readonly geometries = new Map<string, Promise<ChartGeometry>>();

  constructor(private readonly load: () => Promise<ChartDefinition[]> = loadChartDefinitions) {}

  async definition(slug: string | null): Promise<ChartDefinition | null> {
    if (!slug) return null;
    this.definitions ??= this.load()
      .then((defs) => new Map(defs.map((def) => [def.slug, def])))
      .catch((error: unknown) => {
        this.definitions = null;
        throw error;
      });
    return (await this.definitions).get(slug) ?? null;
  }

  /** The geometry of a seeded chart's image, drawn from `table` (its stored rows). */
  async geometry(def: ChartDefinition, table: DataTable): Promise<ChartGeometry> {
    // 55 seeded charts at most: kept for the life of the server.
    let geometry = this.geometries.get(def.slug);
    if (!geometry) {
      geometry = chartGeometry(def, recordsOf(table));
      geometry.catch(() => this.geometries.delete(def.slug));
      this.geometries.set(def.slug, geometry);
    }
    return geometry;
  }
}
