/**
 * The car dispatch simulator and the ride's journey (SPEC §4 car journey stages, issue 14): what the car orders
 * module plugs into its ProductModule. `startDispatch` starts calling a driver (instant: at booking; pre-booked:
 * from the paid handler, at use time minus 30 minutes); the stages are persisted steps (`carDispatchJobs`);
 * `carRidePaidHandler` completes an instant ride paid at the end; `carDispatchRoutes` answers the driver's position,
 * the cancel fee, the cancel calls and the driver's phone; `cancelCarRide` cancels a car order of either type.
 */
export { CAR_TRANSITIONS } from './transitions';
export { startDispatch, carDispatchJobs, carRidePaidHandler } from './steps';
export { cancelCarRide } from './cancel';
export { carDispatchRoutes } from './routes';
