/**
 * The areas a listing may be in, per emirate (issue #33; docs/decisions/075-guided-setup.md): the listing
 * editor's choice, checked by the API against the listing's emirate. Every area the search knows by another
 * name (search-synonyms.ts, "Areas the listings use") is here under its emirate, so a chosen area is always
 * one the search finds in English and Arabic (tests/unit/listing-setup.test.ts checks it). The stored area
 * reads as the sample listings' do: 'Dubai Marina, Dubai'.
 * Also the box each emirate's map point must be in: generous, a guard against a typed slip, not a border.
 * Import-free at run time (type imports only), so app/ may import it.
 */
import type { Emirate } from "./vocabulary";

export interface KnownArea {
  name: string;
  ar: string;
}

export const KNOWN_AREAS: Record<Emirate, readonly KnownArea[]> = {
  "Abu Dhabi": [
    { name: "Al Reem Island", ar: "جزيرة الريم" },
    { name: "Al Khalidiya", ar: "الخالدية" },
    { name: "Al Bateen", ar: "البطين" },
    { name: "Corniche", ar: "الكورنيش" },
    { name: "Al Zahiyah", ar: "الزاهية" },
    { name: "Khalifa City", ar: "مدينة خليفة" },
    { name: "Mohammed Bin Zayed City", ar: "مدينة محمد بن زايد" },
    { name: "Yas Island", ar: "جزيرة ياس" },
    { name: "Saadiyat Island", ar: "جزيرة السعديات" },
    { name: "Al Ain", ar: "العين" },
  ],
  Dubai: [
    { name: "Jumeirah", ar: "جميرا" },
    { name: "Dubai Marina", ar: "دبي مارينا" },
    { name: "Downtown Dubai", ar: "وسط مدينة دبي" },
    { name: "Business Bay", ar: "الخليج التجاري" },
    { name: "Dubai Healthcare City", ar: "مدينة دبي الطبية" },
    { name: "Oud Metha", ar: "عود ميثاء" },
    { name: "Al Barsha", ar: "البرشاء" },
    { name: "Jumeirah Lake Towers", ar: "أبراج بحيرات جميرا" },
    { name: "Al Quoz", ar: "القوز" },
    { name: "Deira", ar: "ديرة" },
    { name: "Bur Dubai", ar: "بر دبي" },
    { name: "Mirdif", ar: "مردف" },
    { name: "Al Karama", ar: "الكرامة" },
    { name: "Palm Jumeirah", ar: "نخلة جميرا" },
    { name: "Umm Suqeim", ar: "أم سقيم" },
    { name: "Al Sufouh", ar: "الصفوح" },
    { name: "Al Manara", ar: "المنارة" },
    { name: "Al Wasl", ar: "الوصل" },
  ],
  Sharjah: [
    { name: "Al Majaz", ar: "المجاز" },
    { name: "Al Nahda", ar: "النهدة" },
    { name: "Al Khan", ar: "الخان" },
    { name: "Muwaileh", ar: "مويلح" },
    { name: "Al Taawun", ar: "التعاون" },
    { name: "Khor Fakkan", ar: "خورفكان" },
  ],
  Ajman: [
    { name: "Al Nuaimiya", ar: "النعيمية" },
    { name: "Al Rashidiya", ar: "الراشدية" },
    { name: "Al Jurf", ar: "الجرف" },
    { name: "Ajman Corniche", ar: "كورنيش عجمان" },
  ],
  "Umm Al Quwain": [
    { name: "Al Salamah", ar: "السلمة" },
    { name: "Al Raas", ar: "الراس" },
    { name: "Old Town", ar: "المدينة القديمة" },
  ],
  "Ras Al Khaimah": [
    { name: "Al Nakheel", ar: "النخيل" },
    { name: "Al Hamra", ar: "الحمرا" },
    { name: "Al Marjan Island", ar: "جزيرة المرجان" },
    { name: "Khuzam", ar: "خزام" },
  ],
  Fujairah: [
    { name: "Fujairah City", ar: "مدينة الفجيرة" },
    { name: "Dibba", ar: "دبا" },
    { name: "Al Faseel", ar: "الفصيل" },
  ],
};

/** The stored area of a known area: 'Dubai Marina, Dubai'. */
export function areaText(area: string, emirate: Emirate): string {
  return `${area}, ${emirate}`;
}

/** The known area a stored text is ('Dubai Marina, Dubai' or 'Dubai Marina'), or null. */
export function knownAreaOf(text: string, emirate: Emirate): KnownArea | null {
  const name = text.trim().endsWith(`, ${emirate}`) ? text.trim().slice(0, -`, ${emirate}`.length) : text.trim();
  return KNOWN_AREAS[emirate].find((area) => area.name === name) ?? null;
}

/** Each emirate's box for a map point (degrees), generous: the islands, exclaves and a little sea included. */
export const EMIRATE_BOUNDS: Record<Emirate, { south: number; north: number; west: number; east: number }> = {
  "Abu Dhabi": { south: 22.5, north: 25.0, west: 51.0, east: 56.1 },
  Dubai: { south: 24.6, north: 25.45, west: 54.85, east: 56.25 },
  Sharjah: { south: 24.9, north: 25.5, west: 55.3, east: 56.45 },
  Ajman: { south: 24.7, north: 25.5, west: 55.4, east: 56.15 },
  "Umm Al Quwain": { south: 25.35, north: 25.75, west: 55.45, east: 56.0 },
  "Ras Al Khaimah": { south: 25.3, north: 26.2, west: 55.65, east: 56.35 },
  Fujairah: { south: 24.95, north: 25.7, west: 55.95, east: 56.45 },
};

export function isInEmirate(emirate: Emirate, position: { latitude: number; longitude: number }): boolean {
  const box = EMIRATE_BOUNDS[emirate];
  return (
    Number.isFinite(position.latitude) &&
    Number.isFinite(position.longitude) &&
    position.latitude >= box.south &&
    position.latitude <= box.north &&
    position.longitude >= box.west &&
    position.longitude <= box.east
  );
}
