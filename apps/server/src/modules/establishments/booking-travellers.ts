import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { bookingGuests, bookingMinors, bookings } from './establishments-schema.ts';

/** A booking as its communication to SES needs it: its stay and its minors' responsible adults. */
export interface TBookingTravellers {
  reference: string;
  checkIn: string;
  checkOut: string;
  travellers: number;
  minors: Array<
    Omit<
      typeof bookingMinors.$inferSelect,
      'id' | 'bookingId' | 'responsibleGuestId' | 'createdAt'
    > & {
      /** The operation of the adult responsible (null while they have not started). */
      responsibleOperationId: string | null;
    }
  >;
}

/** The booking of a communication, with its minors; null when it is gone. */
export async function bookingTravellers(
  db: TDbOrTx,
  bookingId: string,
): Promise<TBookingTravellers | null> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return null;
  const minors = await db
    .select({ minor: bookingMinors, responsibleOperationId: bookingGuests.operationId })
    .from(bookingMinors)
    .innerJoin(bookingGuests, eq(bookingGuests.id, bookingMinors.responsibleGuestId))
    .where(eq(bookingMinors.bookingId, bookingId))
    .orderBy(bookingMinors.createdAt);
  return {
    reference: booking.reference,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    travellers: booking.travellers,
    minors: minors.map(({ minor, responsibleOperationId }) => ({
      firstName: minor.firstName,
      lastName1: minor.lastName1,
      lastName2: minor.lastName2,
      birthDate: minor.birthDate,
      nationality: minor.nationality,
      sex: minor.sex,
      documentType: minor.documentType,
      documentNumber: minor.documentNumber,
      kinship: minor.kinship,
      responsibleOperationId,
    })),
  };
}
