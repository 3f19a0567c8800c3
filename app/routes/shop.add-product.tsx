/**
 * /shop/add-product: the product form ('Adding Product...' while it is sent; every field required, an image too).
 * Signed-in accounts only, and products belong to a business (decision 034): an owner of approved
 * listings picks which one sells it (with one, it is chosen already); an account without one is told so
 * and shown the way to register its business, instead of a form the API would refuse. Without
 * JavaScript it is a multipart form post to this route's action, which runs the addProduct mutation
 * in-process; with JavaScript Conform gives the API's own schema's hints first
 * (app/lib/forms/upload-forms.ts) and a missing image is said at once. After a refusal every typed
 * field comes back (Conform's reply), and the image is asked for again.
 */
import { type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useLoaderData } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import {
  IMAGE_REQUIRED_MESSAGE,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_FIELDS,
  PRODUCT_NAME_MAX,
  PRODUCT_TEXT_FIELDS,
} from "../../graphql/modules/products/product-schema";
import { PRODUCT_CATEGORIES } from "../../graphql/shared/vocabulary";
import { UPLOAD_PURPOSES } from "../../graphql/modules/uploads/rules";
import { VerifyEmailNotice } from "~/components/account-emails/account-card";
import { Field } from "~/components/labelled-field";
import {
  ConformUploadCard,
  ConsentBox,
  CountedTextField,
  FileField,
  FormPage,
  SubmitButton,
  useUploadConform,
  VocabularyField,
} from "~/components/upload-form";
import { useT } from "~/i18n/use-t";
import { runMutation, runQuery } from "~/lib/api/graphql.server";
import { addProductFailed, imageUploadFailed, PRODUCT_TOASTS } from "~/lib/forms/product-toasts";
import { formPageLoader, startUploadPost, TOO_MANY_ATTEMPTS_FRAGMENT, UPLOAD_REFUSAL_FRAGMENT } from "~/lib/forms/public-forms.server";
import { textFields } from "~/lib/forms/form-data.server";
import { productBrowserSchema, productFormSchema } from "~/lib/forms/upload-forms";
import { useRefusal } from "~/lib/forms/use-refusal";
import { loginPathFor, safeRedirect } from "~/lib/http/safe-redirect";
import { flashToast } from "~/lib/auth/session.server";
import { said, showToast } from "~/lib/ui/toast";
import { answeredFieldErrors, formatToasts } from "~/i18n/coded-messages.server";
import { requireViewer } from "~/lib/auth/viewer.server";
import { pageMeta } from "~/components/content/page-meta";
import { pageHeaders } from "~/lib/http/page-headers";
import { GeneralErrorBoundary, withErrorMeta } from "~/components/error-boundary";
import { ANSWERED_FIELD_ERROR_FRAGMENT } from "~/lib/forms/answered-field-error.fragment";

export const meta: MetaFunction<typeof loader> = withErrorMeta(pageMeta("shop", "addMetaTitle", "addMetaDescription"));

export const headers = pageHeaders;

const ADD_PRODUCT_PATH = "/shop/add-product";
const REGISTER_PATH = "/for-business/register";
const DASHBOARD_PATH = "/dashboard/provider";
const IMAGE = UPLOAD_PURPOSES.productImage;

/** The approved listings the signed-in account owns: the businesses it may add products for. */
async function sellerListings(request: Request, context: AppLoadContext) {
  return (await runQuery(context, request, SELLER_LISTINGS_QUERY, {})).viewer?.listings ?? [];
}

/** Adding a product needs an account, and the page needs the account's listings. */
export const loader = (args: LoaderFunctionArgs) =>
  formPageLoader(args, "shop", ["uploads", "product"], async () => ({
    listings: await sellerListings(args.request, args.context),
    // The toasts the browser's own checks show, in the page's language.
    toasts: formatToasts(args.context.locale, { imageRequired: PRODUCT_TOASTS.imageRequired, imageFailed: imageUploadFailed() }),
  }));

export async function action({ request, context }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const { form, files, translate, refused } = await startUploadPost(request, context, ["image"], "uploads", "product");
  if (!form) return refused(400, addProductFailed(said("PRODUCT_FORM_UNREADABLE")));
  // The API's own rules first (its schema is the form's): a stock that is not a whole number cannot even be sent as one.
  const checked = parseWithZod(form, { schema: productFormSchema, disableAutoCoercion: true });
  if (checked.status !== "success") {
    const fieldErrors = checked.reply().error as Record<string, string[]>;
    return refused(400, files.image ? refusedImageToast(fieldErrors.image?.[0]) : PRODUCT_TOASTS.imageRequired, { fieldErrors });
  }

  let result: ResultOf<typeof ADD_PRODUCT_MUTATION>["addProduct"];
  try {
    const input = {
      ...textFields(form, PRODUCT_TEXT_FIELDS),
      stock: checked.value.stock,
      claimsGenuine: checked.value.claimsGenuine,
      claimsUaeDelivery: checked.value.claimsUaeDelivery,
    };
    result = (await runMutation(context, request, ADD_PRODUCT_MUTATION, { input, image: files.image! })).addProduct;
  } catch (error) {
    console.error("Adding a product failed unexpectedly:", error);
    return refused(503, addProductFailed(said("PRODUCT_NOT_SAVED")));
  }
  switch (result.__typename) {
    case "ProductAdded":
      return safeRedirect(`/shop/product/${encodeURIComponent(result.product.id)}`, {
        headers: { "Set-Cookie": await flashToast(request, context, translate.toast(PRODUCT_TOASTS.added)) },
      });
    case "NotSignedIn":
      return safeRedirect(loginPathFor(ADD_PRODUCT_PATH));
    // The page shows this account the notice, not the form: a post that came anyway is told why.
    case "EmailNotVerified":
      return refused(403, addProductFailed(said("AUTH_EMAIL_NOT_VERIFIED")));
    case "UploadFailed":
      return refused(503, imageUploadFailed(result));
    case "AddProductInvalid": {
      const fieldErrors = answeredFieldErrors(context.locale, result.fieldErrors);
      return refused(400, refusedImageToast(fieldErrors.image?.[0]), { fieldErrors });
    }
    // The business chosen is not the account's (any more): said beside the choice. NotAllowed's `code` is
    // always NOT_ALLOWED (a contract), so its words come by the code the products service says it with.
    case "NotAllowed":
      return refused(403, addProductFailed(said("FIELDS_TO_CHECK")), {
        fieldErrors: { providerId: [translate.say("PRODUCT_NOT_YOUR_LISTING")] },
      });
    // No approved listing (any more): the page, reloaded, says how to get one.
    case "BusinessListingRequired":
      return refused(403, addProductFailed({ api: result }));
    case "DailyProductLimitReached":
    case "TooManyAttempts":
      return refused(429, addProductFailed({ api: result }), { retryAfterSeconds: result.retryAfterSeconds });
  }
}

/** A refused post's toast: 'Image Upload Failed' with the image's message, else 'Failed to Add Product'. */
const refusedImageToast = (imageError: string | undefined) =>
  imageError ? imageUploadFailed(imageError) : addProductFailed(said("FIELDS_TO_CHECK"));

export default function AddProductPage() {
  const { listings, unverifiedEmail } = useLoaderData<typeof loader>();
  const answer = useRefusal<typeof action>();
  const t = useT("shop");
  if (unverifiedEmail !== null) {
    return (
      <FormPage back={{ to: "/shop", label: t("backToShop") }} title={t("addTitle")} lead={t("sellerLead")} toast={answer?.toast}>
        <VerifyEmailNotice email={unverifiedEmail} returnTo={ADD_PRODUCT_PATH} />
      </FormPage>
    );
  }
  if (listings.length === 0) {
    return (
      <FormPage back={{ to: "/shop", label: t("backToShop") }} title={t("addTitle")} lead={t("sellerLead")} toast={answer?.toast}>
        <SellerRequired />
      </FormPage>
    );
  }
  return <AddProductForm listings={listings} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

/** For an account without an approved listing: why it cannot add products, and the way to. */
function SellerRequired() {
  const t = useT("shop");
  return (
    <div className="mt-6 rounded-xl border border-brand-500 bg-brand-50 p-6 text-stone-900">
      <h2 className="text-xl font-semibold">{t("sellerRequiredTitle")}</h2>
      <p className="mt-1">{t("sellerRequired")}</p>
      <p className="mt-1">{t("sellerRegistered")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Link
          to={REGISTER_PATH}
          className="inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t("registerBusiness")}
        </Link>
        <Link to={DASHBOARD_PATH} className="text-sm font-medium text-brand-700 underline">
          {t("goToDashboard")}
        </Link>
      </div>
    </div>
  );
}

function AddProductForm({ listings }: { listings: { id: string; name: string }[] }) {
  const { toasts } = useLoaderData<typeof loader>();
  const answer = useRefusal<typeof action>();
  const t = useT("shop");
  const { form, fieldProps, valueProps, fileProps, typed, ticked, translate, busy } = useUploadConform({
    id: "product",
    path: ADD_PRODUCT_PATH,
    schema: productBrowserSchema,
    fields: PRODUCT_FIELDS,
    answer,
    // A missing or unfit image is said at once, before anything is sent.
    onRefused: ({ image }) => {
      if (!image) return;
      if (image[0] === IMAGE_REQUIRED_MESSAGE) showToast(toasts.imageRequired);
      else showToast({ ...toasts.imageFailed, description: translate.message(image[0]!) });
    },
  });

  return (
    <FormPage back={{ to: "/shop", label: t("backToShop") }} title={t("addTitle")} lead={t("addLead")} toast={answer?.toast}>
      <ConformUploadCard id="product" form={form}>
        {/* With one listing it is chosen already; an owner of several picks which business sells it. */}
        <Field {...fieldProps("providerId")} label={t("business")} hint={t("businessHint")} wide>
          <select name="providerId" required defaultValue={typed("providerId") || (listings.length === 1 ? listings[0]!.id : "")}>
            {listings.length > 1 ? (
              <option value="" disabled>
                {t("selectBusiness")}
              </option>
            ) : null}
            {listings.map((listing) => (
              <option key={listing.id} value={listing.id}>
                {listing.name}
              </option>
            ))}
          </select>
        </Field>
        <Field {...fieldProps("name")} label={t("productName")} wide>
          <input name="name" type="text" required maxLength={PRODUCT_NAME_MAX} defaultValue={typed("name")} />
        </Field>
        <Field {...fieldProps("brand")} label={t("brand")}>
          <input name="brand" type="text" required maxLength={PRODUCT_NAME_MAX} defaultValue={typed("brand")} />
        </Field>
        <VocabularyField {...valueProps("category")} label={t("category")} placeholder={t("selectCategory")} choices={PRODUCT_CATEGORIES} />
        <Field {...fieldProps("price")} label={t("price")} hint={t("priceHint")}>
          {/* Text, not type=number: a number input drops Arabic-Indic digits ('٤٩٫٩٩'), which the rule reads. */}
          <input name="price" type="text" required inputMode="decimal" dir="ltr" defaultValue={typed("price")} />
        </Field>
        <Field {...fieldProps("compareAtPrice")} label={t("compareAtPrice")} hint={t("compareAtHint")}>
          <input name="compareAtPrice" type="text" inputMode="decimal" dir="ltr" defaultValue={typed("compareAtPrice")} />
        </Field>
        <Field {...fieldProps("stock")} label={t("stock")} hint={t("stockHint")}>
          <input name="stock" type="text" required inputMode="numeric" dir="ltr" defaultValue={typed("stock")} />
        </Field>
        <CountedTextField {...valueProps("description")} label={t("description")} max={PRODUCT_DESCRIPTION_MAX} rows={5} />
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="text-sm text-[var(--muted-foreground)]">{t("claimsHint")}</legend>
          <ConsentBox {...fieldProps("claimsGenuine")} label={t("claimsGenuineLabel")} defaultChecked={ticked("claimsGenuine")} />
          <ConsentBox
            {...fieldProps("claimsUaeDelivery")}
            label={t("claimsUaeDeliveryLabel")}
            defaultChecked={ticked("claimsUaeDelivery")}
          />
        </fieldset>
        {/* Not `required`: a missing image gets the spec's 'Image Required' toast rather than the browser's bubble. */}
        <FileField {...fileProps("image")} purpose={IMAGE} label={t("productImage")} chooseAgain={t("chooseImageAgain")} wide />
        <SubmitButton busy={busy} label={t("addProduct")} busyLabel={t("addingProduct")} />
      </ConformUploadCard>
    </FormPage>
  );
}

const ADD_PRODUCT_MUTATION = graphql(
  `
    mutation AddProductForm($input: AddProductInput!, $image: File!) {
      addProduct(input: $input, image: $image) {
        __typename
        ... on ProductAdded {
          product {
            id
          }
        }
        ... on AddProductInvalid {
          message
          fieldErrors {
            ...AnsweredFieldError
          }
        }
        ... on NotAllowed {
          message
        }
        ... on BusinessListingRequired {
          message
          code
          params {
            name
            value
          }
        }
        ... on DailyProductLimitReached {
          message
          code
          params {
            name
            value
          }
          retryAfterSeconds
        }
        ...UploadRefusal
        ...TooManyAttemptsRefusal
      }
    }
  `,
  [UPLOAD_REFUSAL_FRAGMENT, TOO_MANY_ATTEMPTS_FRAGMENT, ANSWERED_FIELD_ERROR_FRAGMENT],
);

const SELLER_LISTINGS_QUERY = graphql(`
  query SellerListings {
    viewer {
      listings {
        id
        name
      }
    }
  }
`);
