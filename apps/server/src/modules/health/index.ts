/** The health check of load balancers and probes. */
export { healthRoutes } from './health-routes.ts';
