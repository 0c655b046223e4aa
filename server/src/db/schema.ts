/**
 * The database type for Kysely, composed of the table types each module owns (its `tables.ts`): a feature adds its
 * tables in its own module, not here. Portable across SQLite and PostgreSQL: text ids, integer 0/1 flags,
 * bigint epoch-ms timestamps, money in integer fen, calendar dates as 'YYYY-MM-DD' text.
 */
import type { PeopleTables } from '../modules/people/tables';
import type { CommonTables } from '../modules/common/tables';
import type { EmployeeTables } from '../modules/employees/tables';
import type { SessionTables } from '../modules/session/tables';
import type { SmsTables } from '../modules/sms/tables';
import type { IdentityTables } from '../modules/identity/tables';
import type { PluginTables } from '../plugins/tables';
import type { JobTables } from '../jobs/tables';
import type { OrderTables } from '../modules/orders/tables';
import type { MessageTables } from '../modules/message/tables';
import type { NoticeTables } from '../modules/notices/tables';
import type { TripTables } from '../modules/trip/tables';
import type { ApprovalTables } from '../modules/approval/tables';
import type { AppTables } from '../modules/app/tables';
import type { FlightTables } from '../modules/flight/tables';
import type { FlightAfterSalesTables } from '../modules/flightAfterSales/tables';
import type { PayTables } from '../modules/pay/tables';
import type { InsuranceTables } from '../modules/insurance/tables';
import type { BookingTables } from '../modules/booking/tables';
import type { ContactTables } from '../modules/contacts/tables';
import type { MailTables } from '../modules/mail/tables';
import type { UploadTables } from '../modules/upload/tables';
import type { RegisterTables } from '../modules/register/tables';
import type { PasswordTables } from '../modules/password/tables';
import type { MembershipTables } from '../modules/memberships/tables';
import type { InvitationTables } from '../modules/invitation/tables';
import type { InvoiceTables } from '../modules/invoice/tables';
import type { SupplierKitTables } from '../suppliers/kit/tables';
import type { TrainAfterSalesTables } from '../modules/trainAfterSales/tables';
import type { TrainBenchTables } from '../modules/trainBench/tables';
import type { TrainAccountTables } from '../modules/trainAccount/tables';
import type { TrainTables } from '../modules/train/tables';
import type { HotelOrderTables } from '../modules/hotelOrders/tables';
import type { HotelNeedTables } from '../modules/hotelNeed/tables';
import type { HotelIntlTables } from '../modules/hotelIntl/tables';
import type { CarOrderTables } from '../modules/carOrders/tables';
import type { CarTables } from '../modules/car/tables';
import type { AgreementTables } from '../modules/agreements/tables';

/** Every table of the database, by name. */
export interface Database
  extends
    PeopleTables,
    CommonTables,
    EmployeeTables,
    SessionTables,
    SmsTables,
    IdentityTables,
    PluginTables,
    JobTables,
    OrderTables,
    MessageTables,
    NoticeTables,
    TripTables,
    ApprovalTables,
    AppTables,
    FlightTables,
    FlightAfterSalesTables,
    PayTables,
    InsuranceTables,
    BookingTables,
    ContactTables,
    MailTables,
    UploadTables,
    RegisterTables,
    PasswordTables,
    MembershipTables,
    InvitationTables,
    InvoiceTables,
    SupplierKitTables,
    TrainTables,
    TrainAfterSalesTables,
    TrainBenchTables,
    TrainAccountTables,
    HotelOrderTables,
    HotelNeedTables,
    HotelIntlTables,
    CarOrderTables,
    CarTables,
    AgreementTables {}
