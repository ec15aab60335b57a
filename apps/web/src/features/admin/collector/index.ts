/** The Data Collector: chart and URL scraping (spec 2 §2). */
export { DataCollector } from './DataCollector';
