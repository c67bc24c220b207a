/** An organisation's establishments, their guest check-in links and the guests' check-in. */

export { bookingTravellers, type TBookingTravellers } from './booking-travellers.ts';
export {
  checkinOf,
  establishmentById,
  findEstablishment,
  sesPasswordOf,
  type TEstablishmentRow,
} from './establishments.ts';
export { establishmentRoutes } from './establishments-routes.ts';
