/**
 * Every message the API and the rules it shares with the site can give (field errors, refusals,
 * upload refusals) and the site's own toasts, under ONE stable code each: the code is a public
 * contract (`FieldError.code`, a refusal's `code`, the catalogues' keys); the English beside it is
 * the spec's wording, in ICU message syntax. A copy edit changes the English here and nowhere else;
 * the Arabic (app/i18n/catalogues/messages-ar.server.ts) must have every code, a type error otherwise.
 * See docs/decisions/037-messages-by-code.md.
 *
 * Naming: `<AREA>_<WHAT>` in SCREAMING_SNAKE, the area being the form or domain that says it
 * (TEXT, UPLOAD, BOOKING, REGISTRATION, JOB, PRODUCT, CONTACT, LISTING, REVIEW, OFFER, DASHBOARD,
 * SUBSCRIPTION, PREMIUM, AUTH); a toast's title ends in `_TITLE`. Codes shared by every area have none
 * (NOT_SIGNED_IN, NOT_ALLOWED, TOO_MANY_ATTEMPTS, INPUT_INVALID). A code is never renamed or reused.
 */
import { IntlMessageFormat } from "intl-messageformat";
import { messageReader } from "./message-reader";

export const MESSAGES = {
  TEXT_REQUIRED: "Please enter text.",
  INPUT_INVALID: "Invalid input",
  TEXT_TOO_LONG: "Please keep this under {max} characters.",
  TEXT_TOO_SHORT: "Please enter at least {min} characters.",
  DESCRIPTION_TOO_LONG: "Please keep the description to {max} characters.",
  FIELDS_TO_CHECK: "Please check the highlighted fields.",
  TEXT_CONTROL_CHARACTERS: "This text contains invisible control characters. Please retype it.",
  TEXT_DIRECTION_CHARACTERS: "This text contains characters that reverse its direction. Please retype it.",
  TEXT_STACKED_ACCENTS: "This text stacks too many accents on one letter. Please retype it.",
  TOO_MANY_ATTEMPTS: "Too many {attempts} attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  UPLOAD_EMPTY: "The {label} file is empty: choose the file again.",
  UPLOAD_JUST_OVER_LIMIT: "{label} files can be at most {limit}; this one is just over {limit}.",
  UPLOAD_TOO_LARGE: "{label} files can be at most {limit}; this one is {size}.",
  UPLOAD_WRONG_EXTENSION: "The {label} must be a {list} file (a name ending in {extensions}).",
  UPLOAD_DOUBLE_EXTENSION: "The {label}'s name has two extensions (.{hidden}.{last}): rename it so it ends in just .{last}.",
  UPLOAD_INCOMPLETE: "The {label} file is incomplete (cut off before its end): save or download it again, then choose it again.",
  UPLOAD_WRONG_KIND: "The {label} must be a {list} file; this one is {kind}.",
  UPLOAD_DISGUISED: "The file is named .{last} but it is {kind}: it looks disguised, so it was not accepted.",
  UPLOAD_UNREADABLE_IMAGE: "The {label} could not be read as an image: it may be damaged. Choose another file.",
  UPLOAD_TOO_MANY_PIXELS:
    "The {label} is {width} × {height} pixels: images can be at most {megapixels} megapixels and {side} pixels on a side. Make it smaller, then choose it again.",
  UPLOAD_NOT_ACCEPTED: "The file was not accepted.",
  UPLOAD_NOT_STORED: "The file could not be stored just now. Please try again in a moment.",
  UPLOAD_FAILED: "Failed to upload {bucket} file",
  UPLOAD_HINT: "{list}, at most {size}.",
  REGISTRATION_BUSINESS_NAME_REQUIRED: "Please enter your business name.",
  REGISTRATION_BUSINESS_TYPE_REQUIRED: "Please choose your type of business.",
  REGISTRATION_ADDRESS_REQUIRED: "Please enter the full address.",
  REGISTRATION_EMIRATE_REQUIRED: "Please choose the emirate.",
  REGISTRATION_CONTACT_NAME_REQUIRED: "Please enter the contact person's name.",
  REGISTRATION_EMAIL_REQUIRED: "Please enter the business email.",
  REGISTRATION_EMAIL_INVALID: "Please enter a valid email address, e.g. hello@yoursalon.ae.",
  BUSINESS_PHONE_INVALID: "Please enter a UAE phone number, e.g. 04 123 4567 or 050 123 4567.",
  REGISTRATION_DESCRIPTION_REQUIRED: "Please describe your business in a sentence or two.",
  REGISTRATION_TERMS_REQUIRED: "You must agree to the terms and conditions.",
  REGISTRATION_LICENCE_REQUIRED: "Please choose your trade licence ({list}).",
  REGISTRATION_TERMS_TITLE: "Terms and Conditions",
  REGISTRATION_SUBMITTED_TITLE: "Registration Submitted!",
  REGISTRATION_SUBMITTED: "Your business registration has been received. We will review it shortly.",
  REGISTRATION_SUBMITTED_WITH_NOTICE: "Your business registration has been received. We will review it shortly. {notice}",
  REGISTRATION_LOGO_DROPPED: "Your logo could not be uploaded, so the registration was sent without it. {reason}",
  REGISTRATION_FAILED_TITLE: "Registration Failed",
  REGISTRATION_NOT_SAVED: "We could not save your registration just now. Please try again in a few minutes.",
  REGISTRATION_FORM_UNREADABLE: "The form could not be read. Please choose your files again and resend it.",
  REGISTRATION_FILES_TOO_LARGE: "The files are too large together: a trade licence can be at most {licence} and a logo {logo}.",
  REGISTRATION_NOT_SENT: "The registration could not be sent. Check your connection and try again.",
  REGISTRATION_SIGN_IN: "Please sign in to register your business.",
  JOB_TITLE_REQUIRED: "Please enter the job title.",
  JOB_COMPANY_REQUIRED: "Please enter the company name.",
  JOB_LOCATION_REQUIRED: "Please choose a location.",
  JOB_TYPE_REQUIRED: "Please choose a job type.",
  JOB_DESCRIPTION_REQUIRED: "Please describe the job.",
  JOB_REQUIREMENTS_REQUIRED: "Please list the requirements, one per line.",
  JOB_ACCURACY_REQUIRED: "Please confirm that the information provided is accurate.",
  JOB_SIGN_IN: "Please sign in to post a job.",
  JOB_POSTED_TITLE: "Job Posted Successfully!",
  JOB_FAILED_TITLE: "Job Posting Failed",
  JOB_NOT_SAVED: "We could not post your job just now. Please try again in a few minutes.",
  JOB_FORM_UNREADABLE: "The form could not be read. Please choose the logo again and resend it.",
  PREMIUM_FEATURE_TITLE: "Premium Feature",
  PREMIUM_REQUIRED: "Access to {feature} requires an active subscription.",
  PREMIUM_SUBSCRIBE_ACTION: "Subscribe Now",
  PRODUCT_NAME_REQUIRED: "Please enter the product name.",
  PRODUCT_BRAND_REQUIRED: "Please enter the brand.",
  PRODUCT_CATEGORY_REQUIRED: "Please choose a category.",
  PRODUCT_PRICE_REQUIRED: "Please enter the price in AED, e.g. 49.99.",
  PRODUCT_PRICE_DECIMALS: "Please enter the price with at most two decimals, e.g. 49.99.",
  PRODUCT_PRICE_NOT_A_NUMBER: "Please enter the price as a number in AED, e.g. 49.99.",
  PRODUCT_PRICE_NOT_POSITIVE: "The price must be more than AED 0.00.",
  PRODUCT_PRICE_TOO_HIGH: "The price can be at most {price}.",
  PRODUCT_STOCK_INVALID: "Please enter the stock as a whole number, 0 or more.",
  PRODUCT_STOCK_TOO_HIGH: "The stock can be at most {max}.",
  PRODUCT_DESCRIPTION_REQUIRED: "Please describe the product.",
  PRODUCT_IMAGE_REQUIRED: "Please upload a product image.",
  PRODUCT_SIGN_IN: "Please sign in to add a product.",
  PRODUCT_IMAGE_REQUIRED_TITLE: "Image Required",
  PRODUCT_IMAGE_FAILED_TITLE: "Image Upload Failed",
  PRODUCT_NOT_ADDED_WITHOUT_IMAGE: "Product could not be added without an image.",
  PRODUCT_FAILED_TITLE: "Failed to Add Product",
  PRODUCT_ADDED_TITLE: "Product Added Successfully!",
  PRODUCT_NOT_SAVED: "We could not add your product just now. Please try again in a few minutes.",
  PRODUCT_FORM_UNREADABLE: "The form could not be read. Please choose the image again and resend it.",
  BUSINESS_LISTING_REQUIRED:
    "Only businesses with an approved listing can add products. Register your business; once it is approved, you can add its products.",
  PRODUCT_NOT_YOUR_LISTING: "You can add products only to a business listing you own.",
  PRODUCT_LISTING_CHOICE_REQUIRED: "Please choose which of your businesses sells this product.",
  DAILY_PRODUCT_LIMIT:
    "A business can add at most {max} products in 24 hours. Please try again in {hours, plural, one {# hour} other {# hours}}.",
  CONTACT_NAME_REQUIRED: "Please enter your name.",
  CONTACT_EMAIL_REQUIRED: "Please enter your email address.",
  CONTACT_EMAIL_INVALID: "Please enter a valid email address.",
  CONTACT_SUBJECT_REQUIRED: "Please enter a subject.",
  CONTACT_MESSAGE_REQUIRED: "Please enter your message.",
  BOOKING_CANCELLED: "Your booking is cancelled. The time is free for others again.",
  BOOKING_TOO_LATE_TO_CANCEL: "This booking can no longer be cancelled online: it starts in less than 2 hours. Please call the provider.",
  BOOKING_LINK_INVALID: "This booking link is not valid. Please check the link you were given.",
  DETAILS_NEED_ATTENTION: "Some details need your attention.",
  TRY_AGAIN: "Please try again.",
  LISTING_UPDATED_TITLE: "Listing Updated",
  LISTING_PROFILE_SAVED: "Your business profile is saved.",
  LISTING_PHOTO_ADDED: "The photo is added.",
  LISTING_PHOTOS_SAVED: "Your photos are saved.",
  LISTING_SERVICE_REMOVED: "The service is removed.",
  LISTING_SERVICE_SAVED: "{name} is saved.",
  LISTING_SERVICE_ADDED: "{name} is added.",
  LISTING_OWNER_ONLY: "Only the owner of this listing can change it.",
  NOT_ALLOWED: "This belongs to another account, or does not exist.",
  LISTING_PHOTO_LISTED_TWICE: "Each photo can be listed once.",
  LISTING_PHOTOS_CHANGED: "The photos changed meanwhile: please reload the page and try again.",
  LISTING_SERVICE_GONE: "This service is no longer on your listing: please reload the page.",
  LISTING_SERVICE_HAS_BOOKINGS: "This service has bookings, so it cannot be removed. You can rename it or change its price instead.",
  LISTING_PHOTOS_FULL: "A listing shows at most {max} photos: remove one before adding another.",
  LISTING_PHOTO_ACTION_REQUIRED: "Please choose what to do with a photo.",
  LISTING_PHOTO_REQUIRED: "Please choose a photo (JPG, PNG or WebP, at most 5 MB).",
  LISTING_DESCRIPTION_REQUIRED: "Please describe your business for your page.",
  LISTING_EMAIL_REQUIRED: "Please enter the email customers can write to.",
  LISTING_HOURS_REQUIRED: "Please enter your opening hours, e.g. Sat–Thu 10:00–18:00, Fri closed.",
  LISTING_HOURS_TOO_LONG: "Please keep the opening hours to {max} characters.",
  LISTING_AREA_REQUIRED: "Please enter the area customers know you by, e.g. Jumeirah.",
  LISTING_AREA_TOO_LONG: "Please keep the area to {max} characters.",
  LISTING_LATITUDE_INVALID: "Please enter a latitude inside the UAE, between {from} and {to} (e.g. {example}).",
  LISTING_LONGITUDE_INVALID: "Please enter a longitude inside the UAE, between {from} and {to} (e.g. {example}).",
  LISTING_SERVICE_NAME_REQUIRED: "Please enter the service's name.",
  LISTING_SERVICE_PRICE_INVALID: "Please enter a price in AED from 0 to {max}, with at most 2 decimals.",
  LISTING_SERVICE_DURATION_INVALID: "Please enter a duration in whole minutes, from {min} to {max}.",
  LISTING_PHOTO_ALT_REQUIRED: "Please describe the photo for people who cannot see it, e.g. 'Treatment room with two chairs'.",
  REVIEW_REASON_REQUIRED: "Please say why the registration is rejected: the owner will read it.",
  REVIEW_REASON_TOO_LONG: "Please keep the reason to {max} characters.",
  REVIEW_REASON_INVALID: "Please give a reason.",
  REVIEW_ALREADY_APPROVED: "This registration has already been approved: its listing exists.",
  REVIEW_APPROVED_CANNOT_REJECT: "This registration has already been approved, so it cannot be rejected.",
  REVIEW_REJECTED_CANNOT_APPROVE: "This registration was rejected, so it cannot be approved.",
  REVIEW_ALREADY_REJECTED: "This registration has already been rejected.",
  REVIEW_REVIEWERS_ONLY: "Only reviewers can review business registrations.",
  REVIEW_NO_SUCH_REGISTRATION: "There is no registration with this id.",
  REVIEW_SIGN_IN: "Please sign in to review registrations.",
  REVIEW_DECISION_REQUIRED: "Please choose Approve or Reject.",
  DASHBOARD_BOOKING_MANAGEMENT_CALENDAR: "Full Booking Management & Calendar",
  DASHBOARD_BOOKING_MANAGEMENT: "Full Booking Management",
  DASHBOARD_ANALYTICS: "Advanced Analytics & Reports",
  DASHBOARD_OFFER_PLACEMENT: "Offer Placement",
  DASHBOARD_JOB_POSTING: "Job Posting",
  DASHBOARD_CREATE_OFFER_SOON: "Create Offer page coming soon!",
  DASHBOARD_COMING_SOON_TITLE: "Coming Soon!",
  DASHBOARD_PROFILE_EDITING_SOON: "Profile editing will be available soon.",
  DASHBOARD_BOOKING_CANCELLED_TITLE: "Booking Cancelled",
  DASHBOARD_BOOKING_CANCELLED: "The time is free for other customers again.",
  DASHBOARD_BOOKING_NOT_FOUND_TITLE: "Booking Not Found",
  DASHBOARD_BOOKING_NOT_FOUND: "This booking was not found among your business's bookings.",
  SUBSCRIPTION_ACTIVATED_TITLE: "Subscription Activated!",
  SUBSCRIPTION_CANCELLED_TITLE: "Subscription Cancelled",
  SUBSCRIPTION_SIGN_IN: "Please sign in to manage your business.",
  OFFER_BUSINESS_REQUIRED: "Please choose the business the offer is for.",
  OFFER_TITLE_REQUIRED: "Please enter the offer's title.",
  OFFER_DESCRIPTION_REQUIRED: "Please describe the offer.",
  OFFER_ACTIVE_REQUIRED: "Please say whether the offer is active.",
  OFFER_INVALID: "Please check the offer's details.",
  OFFER_NOT_YOUR_BUSINESS: "You can place offers only for a business you manage.",
  OFFER_CREATED_TITLE: "Offer Created",
  OFFER_CREATED: "Your offer is listed on your dashboard.",
  BOOKING_DATE_FIRST: "Please select a date first.",
  BOOKING_NO_SLOTS: "No available slots for this date, or provider is closed.",
  BOOKING_CLOSED_FOR: "Closed on this date: {reason}",
  BOOKING_CLOSED_DAY: "Closed on this date.",
  BOOKING_DATE_PAST: "This date is in the past. Please choose today or a later date.",
  BOOKING_DATE_INVALID: "Please enter a valid date.",
  BOOKING_DATE_BEYOND_WINDOW: "Bookings open up to 90 days ahead. Please choose an earlier date.",
  BOOKING_SLOT_TAKEN: "Sorry, that time was just taken by someone else. Please pick another time.",
  BOOKING_KEY_REUSED:
    "This booking request was already used for a different booking, so nothing was booked. Please start the booking again.",
  BOOKING_PHONE_DAILY_LIMIT: "This phone number already has 3 bookings with this provider on that day. Please choose another day.",
  BOOKING_CLIENT_DAILY_LIMIT:
    "Too many bookings with this provider on that day come from your internet connection. Please choose another day, or call the provider to book.",
  BOOKING_INPUT_INVALID: "Please correct the highlighted fields.",
  BOOKING_SERVICE_NOT_OFFERED: "This service is not offered by this provider.",
  BOOKING_SERVICE_CHOICE_INVALID: "Please select one of this provider's services.",
  BOOKING_TIME_UNAVAILABLE: "That time is not available for booking.",
  BOOKING_TIME_CHOICE_INVALID: "Please select one of the available times.",
  BOOKING_SERVICE_REQUIRED: "Please select a service.",
  BOOKING_DATE_REQUIRED: "Please select a date.",
  BOOKING_TIME_REQUIRED: "Please select a time.",
  BOOKING_SELECTION_REQUIRED: "Please select a service, date, and time.",
  BOOKING_NAME_INVALID: "Please enter your name (2 to 80 characters).",
  BOOKING_PHONE_INVALID: "Please enter a UAE phone number, e.g. 050 123 4567 or +971 4 123 4567.",
  BOOKING_EMAIL_INVALID: "Please enter a valid email address, or leave it empty.",
  BOOKING_KEY_MALFORMED: "The booking request is malformed: reload the page and try again.",
  BOOKING_STAFF_INVALID: "Please choose one of the professionals listed.",
  BOOKING_STAFF_UNKNOWN: "This professional does not perform this service. Please choose another professional.",
  BOOKING_TIMES_STALE: "The times shown were for another date or service, so nothing was booked. Please choose a time for the date shown.",
  AUTH_INVALID_CREDENTIALS: "Invalid login credentials",
  AUTH_ALREADY_REGISTERED: "User already registered",
  AUTH_EMAIL_NOT_CONFIRMED: "Email not confirmed",
  AUTH_CREDENTIALS_MISSING: "You must provide either an email or phone number and a password",
  AUTH_EMAIL_INVALID: "Unable to validate email address: invalid format",
  AUTH_PASSWORD_KNOWN_WEAK: "Password is known to be weak and easy to guess, please choose a different one.",
  AUTH_PASSWORD_GUESSABLE:
    "Password is too easy to guess: avoid repeated or sequential characters, dates, and words from this site or your email address. A few unrelated words make a strong password.",
  AUTH_PASSWORD_TOO_SHORT: "Password should be at least 8 characters.",
  AUTH_PASSWORD_TOO_LONG: "Password cannot be longer than 128 characters",
  NOT_SIGNED_IN: "Please sign in to continue.",
  SOMETHING_WENT_WRONG: "Something went wrong",
  AUTH_SIGNED_IN_TITLE: "Login Successful!",
  AUTH_SIGNED_IN: "Welcome back! Redirecting you to your dashboard...",
  AUTH_SIGNED_UP_TITLE: "Registration Successful!",
  AUTH_SIGNED_UP: "Please check your email to verify your account.",
  AUTH_SIGNED_OUT_TITLE: "Signed Out",
  AUTH_SIGNED_OUT: "You have been successfully signed out.",
  AUTH_LOGGED_OUT_TITLE: "Logged Out",
  AUTH_LOGGED_OUT: "You have been successfully logged out.",
  AUTH_PASSWORDS_DIFFER_TITLE: "Passwords do not match",
  AUTH_PASSWORDS_DIFFER: "Please check your passwords and try again.",
  AUTH_SIGN_IN_FAILED_TITLE: "Sign in Failed",
  AUTH_SIGN_UP_FAILED_TITLE: "Sign up Failed",
  AUTH_SIGN_OUT_FAILED_TITLE: "Sign out Failed",
  LISTING_SIGN_IN_TO_EDIT_HOURS: "Please sign in to edit your opening hours.",
  SCHEDULE_TIME_INVALID: "Please enter a time as HH:MM, e.g. 09:30 (closing may be 24:00).",
  SCHEDULE_CLOSES_BEFORE_OPENS: "Each closing time must be after its opening time.",
  SCHEDULE_INTERVALS_OVERLAP: "The open hours of one day must not overlap.",
  SCHEDULE_TOO_MANY_INTERVALS: "A day can have at most {max} open intervals.",
  SCHEDULE_DATE_INVALID: "Please enter a date as YYYY-MM-DD.",
  SCHEDULE_RANGE_BACKWARDS: "The end must be after the start.",
  SCHEDULE_RANGE_TOO_LONG: "A range can be at most {days} days long.",
  SCHEDULE_HOURS_SAVED: "Your opening hours are saved.",
  SCHEDULE_CLOSURE_ADDED: "The closure is added.",
  SCHEDULE_CLOSURE_REMOVED: "The closure is removed.",
  SCHEDULE_SPECIAL_HOURS_SAVED: "The special hours are saved.",
  SCHEDULE_STAFF_HOURS_SAVED: "The staff member's hours are saved.",
  SCHEDULE_TIME_OFF_ADDED: "The time off is added.",
  SCHEDULE_TIME_OFF_REMOVED: "The time off is removed.",
  SCHEDULE_STAFF_UNKNOWN: "This staff member is not on your listing.",
  SCHEDULE_ITEM_GONE: "This is no longer on your listing: please reload the page.",
} as const satisfies Record<string, string>;

/** A message's stable code. */
export type MessageCode = keyof typeof MESSAGES;

/** A message's values: `{ max: 500 }` for 'Please keep this under {max} characters.' */
export type MessageParams = Record<string, string | number>;

/** A message by its code: what the API answers besides its English `message`. */
export interface CodedMessage {
  code: MessageCode;
  params: MessageParams;
}

export const isMessageCode = (code: string): code is MessageCode => Object.hasOwn(MESSAGES, code);

/**
 * A message the services still pass around as English text, by its code and values; null for a text
 * the registry does not have. The bridge of graphql/shared/message-reader.ts over this registry.
 */
export const readMessage = messageReader(MESSAGES) as (text: string) => CodedMessage | null;

/** A message that travels by code, or (until every rule says its code) a text still written in English. */
export type SaidMessage = CodedMessage | string;

/** A message's English as the API answers it. */
export const englishOf = (message: SaidMessage): string =>
  typeof message === "string" ? message : englishMessage(message.code, message.params);

/**
 * The English of `code` with `params`, as the API answers it: `englishMessage("LISTING_PHOTOS_FULL",
 * { max: 10 })`. Server-side only (services): the browser's bundle never holds the registry.
 */
export function englishMessage(code: MessageCode, params: MessageParams = {}): string {
  return String(new IntlMessageFormat(MESSAGES[code], "en").format(params));
}
