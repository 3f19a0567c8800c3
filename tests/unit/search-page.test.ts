import { describe, expect, it } from "vitest";
import { validateContact } from "../../app/lib/listings/contact";
import { formatCalendarDate } from "../../app/lib/booking/calendar-date";
import { dubaiNow } from "../../graphql/shared/dubai-time";
import {
  DEFAULT_FILTERS,
  filtersFromUrl,
  formatPriceBound,
  movePriceThumb,
  orderPriceRange,
  sameFilters,
  searchHeadline,
  searchHref,
  searchInput,
  snapToSlider,
} from "../../app/lib/listings/search-filters";

const url = (path: string) => new URL(`https://glow.example${path}`);

describe("search page URL", () => {
  it("reads the defaults from a bare /search", () => {
    expect(filtersFromUrl(url("/search"))).toEqual(DEFAULT_FILTERS);
  });

  it("takes the emirate from the route slug and the category from ?category=", () => {
    expect(filtersFromUrl(url("/search/umm-al-quwain?category=parlours"), "umm-al-quwain")).toMatchObject({
      emirate: "Umm Al Quwain",
      category: "parlours",
    });
    expect(filtersFromUrl(url("/search?category=clinics")).category).toBe("clinics");
  });

  it("accepts the home page's service and q parameters", () => {
    expect(filtersFromUrl(url("/search/dubai?category=parlours&service=Haircut&q=keratin"), "dubai")).toEqual({
      ...DEFAULT_FILTERS,
      emirate: "Dubai",
      category: "parlours",
      service: "Haircut",
      q: "keratin",
    });
  });

  it("lets the form's ?emirate= win over the path (what a GET form sends without JavaScript)", () => {
    expect(filtersFromUrl(url("/search/dubai?emirate=sharjah"), "dubai").emirate).toBe("Sharjah");
    expect(filtersFromUrl(url("/search/dubai?emirate=all-emirates"), "dubai").emirate).toBeNull();
  });

  it("falls back to the defaults for values it does not know", () => {
    expect(filtersFromUrl(url("/search?category=spas&service=all-services&rating=banana&minPrice=&maxPrice=x&emirate=muscat"))).toEqual(
      DEFAULT_FILTERS,
    );
  });

  it("snaps numbers onto the sliders and keeps the price thumbs a step apart", () => {
    expect(filtersFromUrl(url("/search?rating=4.3")).rating).toBe(4.5);
    expect(filtersFromUrl(url("/search?rating=9")).rating).toBe(5);
    expect(filtersFromUrl(url("/search?minPrice=-20&maxPrice=99999"))).toMatchObject({ minPrice: 0, maxPrice: 5000 });
    expect(filtersFromUrl(url("/search?minPrice=130&maxPrice=260"))).toMatchObject({ minPrice: 150, maxPrice: 250 });
    expect(filtersFromUrl(url("/search?minPrice=300&maxPrice=100"))).toMatchObject({ minPrice: 100, maxPrice: 300 });
    expect(filtersFromUrl(url("/search?minPrice=200&maxPrice=200"))).toMatchObject({ minPrice: 200, maxPrice: 250 });
    expect(filtersFromUrl(url("/search?minPrice=5000"))).toMatchObject({ minPrice: 4950, maxPrice: 5000 });
    expect(snapToSlider("  ", { min: 0, max: 5, step: 0.5 }, 0)).toBe(0);
    expect(orderPriceRange(0, 0)).toEqual({ minPrice: 0, maxPrice: 50 });
  });

  it("writes the canonical URL: emirate in the path, other non-defaults in the query", () => {
    expect(searchHref(DEFAULT_FILTERS)).toBe("/search");
    expect(
      searchHref({
        ...DEFAULT_FILTERS,
        emirate: "Ras Al Khaimah",
        category: "clinics",
        service: "Botox",
        q: "aura & co",
        rating: 4.5,
        minPrice: 100,
        maxPrice: 300,
      }),
    ).toBe("/search/ras-al-khaimah?category=clinics&service=Botox&q=aura+%26+co&rating=4.5&minPrice=100&maxPrice=300");
    expect(searchHref(DEFAULT_FILTERS, { after: "abc" })).toBe("/search?after=abc");
  });

  it("round-trips every filter through its URL", () => {
    const filters = {
      ...DEFAULT_FILTERS,
      emirate: "Fujairah" as const,
      category: "parlours" as const,
      service: "nail art",
      q: "spa",
      rating: 3,
      minPrice: 50,
      maxPrice: 4950,
    };
    const href = url(searchHref(filters));
    expect(filtersFromUrl(href, href.pathname.split("/")[2])).toEqual(filters);
    expect(sameFilters(filters, { ...filters })).toBe(true);
    expect(sameFilters(filters, { ...filters, rating: 3.5 })).toBe(false);
  });
});

describe("search page URL: the opening filter", () => {
  it("reads open=now and open=YYYY-MM-DD, the form's openOn as a date, the box winning over a date", () => {
    expect(filtersFromUrl(url("/search?open=now")).open).toBe("now");
    expect(filtersFromUrl(url("/search?open=2026-12-03")).open).toBe("2026-12-03");
    expect(filtersFromUrl(url("/search?openOn=2026-12-03")).open).toBe("2026-12-03");
    expect(filtersFromUrl(url("/search?open=now&openOn=2026-12-03")).open).toBe("now");
    expect(filtersFromUrl(url("/search?openOn=&open=")).open).toBeNull();
  });

  it("drops what is not 'now' or a calendar date (a hand-edited link never breaks the page)", () => {
    for (const value of ["later", "2026-02-30", "03/12/2026"]) expect(filtersFromUrl(url(`/search?open=${value}`)).open, value).toBeNull();
  });

  it("keeps it in the canonical URL, beside the other filters and a page's cursor", () => {
    expect(searchHref({ ...DEFAULT_FILTERS, emirate: "Dubai", open: "2026-12-03" }, { after: "abc" })).toBe(
      "/search/dubai?open=2026-12-03&after=abc",
    );
    expect(searchHref({ ...DEFAULT_FILTERS, open: "now" })).toBe("/search?open=now");
  });
});

describe("price thumbs", () => {
  it("stop one step short of each other", () => {
    expect(movePriceThumb({ minPrice: 0, maxPrice: 300 }, "min", 400)).toEqual({ minPrice: 250, maxPrice: 300 });
    expect(movePriceThumb({ minPrice: 200, maxPrice: 300 }, "max", 100)).toEqual({ minPrice: 200, maxPrice: 250 });
    expect(movePriceThumb({ minPrice: 0, maxPrice: 5000 }, "max", 1000)).toEqual({ minPrice: 0, maxPrice: 1000 });
    expect(movePriceThumb({ minPrice: 0, maxPrice: 5000 }, "min", 120)).toEqual({ minPrice: 100, maxPrice: 5000 });
  });

  it("show the slider's top as open-ended", () => {
    expect(formatPriceBound(250)).toBe("AED 250");
    expect(formatPriceBound(5000)).toBe("AED 5000+");
  });
});

describe("search headline", () => {
  it("names the emirate and the category when given", () => {
    expect(searchHeadline({ emirate: null, category: null })).toBe("Browse all providers");
    expect(searchHeadline({ emirate: "Dubai", category: null })).toBe("Showing results for Dubai");
    expect(searchHeadline({ emirate: "Dubai", category: "parlours" })).toBe("Showing results for Dubai in Salons & Parlours");
    expect(searchHeadline({ emirate: null, category: "clinics" })).toBe("Browse all providers in Aesthetic & Derma Clinics");
    // A text search says what it looked for (issue #38).
    expect(searchHeadline({ emirate: null, category: null, q: " lashes " })).toBe("Results for 'lashes'");
    expect(searchHeadline({ emirate: "Dubai", category: "parlours", q: "nails" })).toBe(
      "Results for 'nails' in Dubai in Salons & Parlours",
    );
    expect(searchHeadline({ emirate: "Dubai", category: null, q: "  " })).toBe("Showing results for Dubai");
  });
});

describe("search input sent to GraphQL", () => {
  it("maps the page's filters onto SearchInput (the text box is the free text, not only names)", () => {
    expect(searchInput(DEFAULT_FILTERS)).toEqual({
      text: null,
      emirate: null,
      category: null,
      service: null,
      minRating: 0,
      minPrice: 0,
      maxPrice: 5000,
      open: null,
      licensedOnly: null,
    });
    expect(searchInput({ ...DEFAULT_FILTERS, open: "2026-12-03" }).open).toBe("2026-12-03");
    expect(searchInput({ ...DEFAULT_FILTERS, q: "glam", emirate: "Dubai", category: "parlours" })).toMatchObject({
      text: "glam",
      emirate: "Dubai",
      category: "parlours",
    });
  });
});

describe("contact form", () => {
  const valid = { name: "Aisha", email: "aisha@example.com", subject: "Hello", message: "Hi" };
  it("requires every field and an email address", () => {
    expect(validateContact(valid)).toEqual({});
    expect(Object.keys(validateContact({ name: " ", email: "", subject: "", message: "" }))).toEqual([
      "name",
      "email",
      "subject",
      "message",
    ]);
    expect(validateContact({ ...valid, email: "aisha@" }).email).toBe("Please enter a valid email address.");
  });
});

describe("privacy policy date", () => {
  it("is today's date in Dubai, whatever the process zone", () => {
    // The page prints the API's `today` (dubaiNow) as a long date.
    const label = (now: Date) => formatCalendarDate(dubaiNow(now).date, "long");
    expect(label(new Date("2026-11-21T06:15:00Z"))).toBe("21 November 2026");
    // 21:30 UTC on 31 December is already New Year's Day in Dubai.
    expect(label(new Date("2026-12-31T21:30:00Z"))).toBe("1 January 2027");
  });
});

describe("the 'Licensed clinics only' filter in the URL", () => {
  const url = (path: string) => new URL(`http://localhost${path}`);
  it("is read from licensed=1 and written back; anything else is no filter", () => {
    expect(filtersFromUrl(url("/search?licensed=1")).licensed).toBe(true);
    expect(filtersFromUrl(url("/search?licensed=yes")).licensed).toBe(false);
    expect(searchHref({ ...DEFAULT_FILTERS, category: "clinics", licensed: true })).toBe("/search?category=clinics&licensed=1");
    expect(searchHref(DEFAULT_FILTERS)).toBe("/search");
    expect(searchInput({ ...DEFAULT_FILTERS, licensed: true }).licensedOnly).toBe(true);
  });
});
