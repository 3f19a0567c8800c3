/**
 * What people call things, for the free-text search (issue #38; docs/decisions/055-search-synonyms.md).
 *
 * Each entry is one thing: `finds` are the words the catalogue writes it with (services, areas,
 * emirates, types, in English as stored), `words` what people also type for it, in English or Arabic.
 * A searched word equal to any of them (after `searchKey`: case, accents, Arabic letter forms, the
 * article "ال") is looked for as itself OR any of `finds` (graphql/modules/search/match.ts
 * `searchTermGroups`), on both adapters; a word one letter off a key ("keratine") counts as that key.
 *
 * To extend: add a word to an entry, or a new entry. Keep every `finds` three letters or more (the
 * trigram indexes need three) and specific: the search is a substring test, so a short find like
 * "gel" would also find "Angel Spa". Up to three words make a key ("إزالة الشعر بالليزر").
 * tests/unit/search-synonyms.test.ts checks the rules.
 */
export interface SynonymEntry {
  readonly finds: readonly string[];
  readonly words: readonly string[];
}

export const SEARCH_SYNONYMS: readonly SynonymEntry[] = [
  // The seven emirates (graphql/shared/vocabulary-ar.ts spells them the site's way).
  { finds: ["dubai"], words: ["دبي", "دباي"] },
  { finds: ["abu dhabi"], words: ["أبوظبي", "أبو ظبي", "ابوظبي", "abudhabi"] },
  { finds: ["sharjah"], words: ["الشارقة", "شارقة", "الشارقه"] },
  { finds: ["ajman"], words: ["عجمان"] },
  { finds: ["quwain"], words: ["أم القيوين", "ام القيوين", "القيوين", "umm al quwain", "uaq"] },
  { finds: ["khaimah"], words: ["رأس الخيمة", "راس الخيمة", "الخيمة", "ras al khaimah", "rak"] },
  { finds: ["fujairah"], words: ["الفجيرة", "فجيرة"] },
  // Areas the listings use.
  { finds: ["jumeirah"], words: ["جميرا", "جميرة", "jumeira"] },
  { finds: ["marina"], words: ["مارينا", "دبي مارينا"] },
  { finds: ["reem"], words: ["جزيرة الريم", "الريم"] },
  { finds: ["majaz"], words: ["المجاز"] },
  { finds: ["nuaimiya"], words: ["النعيمية", "nuaimia"] },
  { finds: ["khalidiya"], words: ["الخالدية", "khalidiyah"] },
  { finds: ["healthcare city"], words: ["مدينة دبي الطبية", "المدينة الطبية", "dhcc"] },
  { finds: ["oud metha"], words: ["عود ميثاء"] },
  { finds: ["business bay"], words: ["الخليج التجاري"] },
  { finds: ["downtown"], words: ["وسط المدينة", "داون تاون"] },
  // The two kinds of provider (the search's categories).
  { finds: ["parlour", "salon"], words: ["صالون", "صالونات", "مركز تجميل", "parlor", "salons", "parlours"] },
  { finds: ["clinic"], words: ["عيادة", "عيادات", "clinics"] },
  { finds: ["barber"], words: ["حلاق", "حلاقة", "barbers", "barbershop"] },
  // Services: the selector's (vocabulary.ts SEARCH_SERVICES) and the common ones of this market.
  { finds: ["haircut", "hair cut"], words: ["قص الشعر", "قص شعر", "قصة شعر", "haircuts"] },
  { finds: ["manicure"], words: ["مانيكير", "منيكير", "مناكير", "مانكير", "manicures", "mani"] },
  { finds: ["pedicure"], words: ["باديكير", "بديكير", "بيديكير", "pedicures", "pedi"] },
  { finds: ["nail", "manicure", "pedicure"], words: ["nails", "أظافر", "اظافر", "ظفر", "أظافر جل"] },
  { finds: ["facial"], words: ["تنظيف البشرة", "تنظيف بشرة", "فيشل", "فيشيال", "facials"] },
  { finds: ["hydrafacial"], words: ["هيدرافيشل", "هايدرافيشل", "hydra facial"] },
  { finds: ["botox", "injectable"], words: ["بوتوكس", "بوتكس", "injectables", "injections", "anti-wrinkle"] },
  { finds: ["filler"], words: ["فيلر", "فلر", "fillers", "حقن الشفايف"] },
  { finds: ["laser"], words: ["ليزر", "إزالة الشعر بالليزر", "laser hair removal"] },
  { finds: ["keratin"], words: ["كيراتين", "كرياتين"] },
  { finds: ["henna"], words: ["حناء", "حنة", "حنا", "hena", "mehndi"] },
  { finds: ["threading"], words: ["خيط", "فتلة", "thread", "threads"] },
  { finds: ["hammam", "moroccan bath"], words: ["moroccan bath", "حمام مغربي", "حمام", "hamam", "turkish bath"] },
  { finds: ["blow-dry", "blow dry", "blowdry"], words: ["blowout", "blow out", "blow-out", "سشوار", "استشوار", "بلو دراي"] },
  { finds: ["eyelash", "lash"], words: ["lashes", "eyelashes", "رموش", "تركيب رموش", "اكستنشن رموش"] },
  { finds: ["wax"], words: ["waxing", "واكس", "شمع", "إزالة الشعر بالشمع"] },
  { finds: ["massage"], words: ["مساج", "تدليك", "massages"] },
  { finds: ["makeup", "make-up", "make up"], words: ["مكياج", "ميك اب", "ميكب"] },
  { finds: ["bridal"], words: ["عروس", "عرائس", "bride", "wedding"] },
  { finds: ["colour", "color"], words: ["صبغة", "صبغ", "hair dye", "dye"] },
  { finds: ["peel"], words: ["تقشير", "peeling"] },
  { finds: ["beard"], words: ["لحية", "ذقن"] },
  { finds: ["shave"], words: ["حلاقة الذقن", "shaving"] },
  { finds: ["spa"], words: ["سبا"] },
];
