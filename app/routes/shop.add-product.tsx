/**
 * /shop/add-product: the product form (SPEC §2 Shop, §4 'Adding Product...', §5 Product, §8).
 * Signed-in accounts only. Without JavaScript it is a multipart form post to this route's action,
 * which runs the addProduct mutation in-process; with JavaScript the API's own schema gives hints
 * first and a missing image is said at once. After a refusal every typed field comes back.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { graphql, type ResultOf } from "gql.tada";
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  IMAGE_REQUIRED_MESSAGE,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_FIELDS,
  PRODUCT_NAME_MAX,
  PRODUCT_TEXT_FIELDS,
  validateProduct,
  type ProductFieldErrors,
} from "../../graphql/modules/products/product-schema";
import { PRODUCT_CATEGORIES } from "../../graphql/shared/vocabulary";
import { acceptAttribute, acceptedList, checkDeclaredFile, formatSize, UPLOAD_PURPOSES } from "../../graphql/modules/uploads/rules";
import { Field } from "~/components/labelled-field";
import { ServerToast } from "~/components/server-toast";
import { CACHE } from "~/lib/cache";
import { fileField, readForm, textField } from "~/lib/form-data.server";
import { runMutation } from "~/lib/graphql.server";
import { addProductFailed, imageUploadFailed, PRODUCT_TOASTS, TRY_AGAIN_MESSAGE } from "~/lib/product-toasts";
import { loginPathFor, safeRedirect } from "~/lib/safe-redirect";
import { flashToast } from "~/lib/session.server";
import { showToast, type ToastMessage } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { requireViewer } from "~/lib/viewer.server";
import { pageHeaders } from "~/lib/page-headers";

export const meta: MetaFunction = () => [
  { title: "Add a Product — GlowUAE Shop" },
  { name: "description", content: "Sell your beauty and wellness products on GlowUAE." },
];

export const headers = pageHeaders;

const ADD_PRODUCT_PATH = "/shop/add-product";
const IMAGE = UPLOAD_PURPOSES.productImage;

/** Adding a product needs an account: anyone else goes to /login and comes back here afterwards. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireViewer(request, context);
  return json(null, { headers: { "Cache-Control": CACHE.none } });
}

type ProductValues = Record<(typeof PRODUCT_TEXT_FIELDS)[number], string>;

export async function action({ request, context }: ActionFunctionArgs) {
  await requireViewer(request, context);
  const form = await readForm(request);
  const values = Object.fromEntries(PRODUCT_TEXT_FIELDS.map((field) => [field, textField(form, field)])) as ProductValues;
  const image = fileField(form, "image");
  const refused = (status: number, toast: ToastMessage, fieldErrors: ProductFieldErrors = {}) =>
    json({ values, fieldErrors, imageChosen: image !== null, toast: { id: crypto.randomUUID(), ...toast } }, { status });

  if (!form) return refused(400, addProductFailed("The form could not be read. Please choose the image again and resend it."));
  // The API's own rules first: a stock that is not a whole number cannot even be sent as one.
  const checked = validateProduct(values);
  const fieldErrors: ProductFieldErrors = checked.ok ? {} : { ...checked.errors };
  if (!image) fieldErrors.image = IMAGE_REQUIRED_MESSAGE;
  if (!image) return refused(400, PRODUCT_TOASTS.imageRequired, fieldErrors);
  if (!checked.ok) return refused(400, addProductFailed(FIX_FIELDS_MESSAGE), fieldErrors);

  let result: ResultOf<typeof ADD_PRODUCT_MUTATION>["addProduct"];
  try {
    const input = { ...values, stock: checked.value.stock };
    result = (await runMutation(context, request, ADD_PRODUCT_MUTATION, { input, image })).addProduct;
  } catch (error) {
    console.error("Adding a product failed unexpectedly:", error);
    return refused(503, addProductFailed(TRY_AGAIN_MESSAGE));
  }
  switch (result.__typename) {
    case "ProductAdded":
      return safeRedirect(`/shop/product/${encodeURIComponent(result.product.id)}`, {
        headers: { "Set-Cookie": await flashToast(request, context, PRODUCT_TOASTS.added) },
      });
    case "NotSignedIn":
      return safeRedirect(loginPathFor(ADD_PRODUCT_PATH));
    case "UploadFailed":
      return refused(503, imageUploadFailed(result.message));
    case "AddProductInvalid": {
      const errors = Object.fromEntries(result.fieldErrors.map((error) => [error.field, error.message])) as ProductFieldErrors;
      return refused(400, errors.image ? imageUploadFailed(errors.image) : addProductFailed(FIX_FIELDS_MESSAGE), errors);
    }
  }
}

const FIX_FIELDS_MESSAGE = "Please check the highlighted fields.";

export default function AddProductPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ProductFieldErrors>(actionData?.fieldErrors ?? {});
  const busy = navigation.state === "submitting" && navigation.formAction === ADD_PRODUCT_PATH;
  const values = actionData?.values;
  const [descriptionLength, setDescriptionLength] = useState(values?.description.length ?? 0);

  useEffect(() => {
    const fieldErrors = actionData?.fieldErrors ?? {};
    setErrors(fieldErrors);
    focusFirstError(fieldErrors);
  }, [actionData]);

  function focusFirstError(fieldErrors: ProductFieldErrors) {
    const first = PRODUCT_FIELDS.find((field) => fieldErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  // With JavaScript: the API's rules as hints, and a missing image said at once, before anything is sent.
  function check(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const checked = validateProduct(Object.fromEntries(PRODUCT_TEXT_FIELDS.map((field) => [field, String(form.get(field) ?? "")])));
    const hints: ProductFieldErrors = checked.ok ? {} : { ...checked.errors };
    const image = form.get("image");
    const chosen = image instanceof File && image.size > 0;
    if (!chosen) hints.image = IMAGE_REQUIRED_MESSAGE;
    else if (checkDeclaredFile(IMAGE, image)) hints.image = checkDeclaredFile(IMAGE, image)!;
    setErrors(hints);
    if (Object.keys(hints).length === 0) return;
    event.preventDefault();
    if (!chosen) showToast(PRODUCT_TOASTS.imageRequired);
    else if (hints.image) showToast(imageUploadFailed(hints.image));
    focusFirstError(hints);
  }

  const firstError = PRODUCT_FIELDS.find((field) => errors[field]);

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <Link to="/shop" className="text-sm text-brand-600 underline">
        Back to Shop
      </Link>
      <h1 className="mt-3 text-3xl font-bold">Add New Product</h1>
      <p className="mt-2 text-[var(--muted-foreground)]">List a product in the GlowUAE shop. Every field is required.</p>
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate={hydrated}
        onSubmit={hydrated ? check : undefined}
        className="mt-8 grid gap-5 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:grid-cols-2 sm:p-8"
        aria-describedby={firstError ? "product-errors" : undefined}
      >
        {firstError ? (
          <p id="product-errors" role="alert" className="text-sm font-medium text-red-700 dark:text-red-400 sm:col-span-2">
            {FIX_FIELDS_MESSAGE}
          </p>
        ) : null}
        <Field id="name" label="Product Name" error={errors.name} wide>
          <input name="name" type="text" required maxLength={PRODUCT_NAME_MAX} defaultValue={values?.name} />
        </Field>
        <Field id="brand" label="Brand" error={errors.brand}>
          <input name="brand" type="text" required maxLength={PRODUCT_NAME_MAX} defaultValue={values?.brand} />
        </Field>
        <Field id="category" label="Category" error={errors.category}>
          <select name="category" required defaultValue={values?.category ?? ""}>
            <option value="" disabled>
              Select category
            </option>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </Field>
        <Field id="price" label="Price (AED)" hint="More than 0, e.g. 49.99." error={errors.price}>
          <input name="price" type="number" required min={0.01} step={0.01} inputMode="decimal" defaultValue={values?.price} />
        </Field>
        <Field id="stock" label="Stock" hint="How many you have: a whole number, 0 or more." error={errors.stock}>
          <input name="stock" type="number" required min={0} step={1} inputMode="numeric" defaultValue={values?.stock} />
        </Field>
        <Field
          id="description"
          label="Description"
          hint={hydrated ? `${descriptionLength}/${PRODUCT_DESCRIPTION_MAX} characters` : `At most ${PRODUCT_DESCRIPTION_MAX} characters.`}
          hintLive={hydrated}
          error={errors.description}
          wide
        >
          <textarea
            name="description"
            required
            rows={5}
            maxLength={PRODUCT_DESCRIPTION_MAX}
            defaultValue={values?.description}
            onChange={(event) => setDescriptionLength(event.currentTarget.value.length)}
          />
        </Field>
        <Field
          id="image"
          label="Product Image"
          hint={`${acceptedList(IMAGE)}, at most ${formatSize(IMAGE.maxBytes)}.`}
          note={actionData?.imageChosen ? "Please choose the image again: files are not kept after a refused submission." : undefined}
          error={errors.image}
          wide
        >
          {/* Not `required`: a missing image gets the spec's 'Image Required' toast rather than the browser's bubble. */}
          <input name="image" type="file" accept={acceptAttribute(IMAGE)} className="text-sm" />
        </Field>
        <button
          type="submit"
          disabled={busy}
          className="h-11 rounded-md bg-brand-600 px-6 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 sm:col-span-2 sm:justify-self-start"
        >
          {busy ? "Adding Product..." : "Add Product"}
        </button>
      </Form>
      <ServerToast toast={actionData?.toast} />
    </section>
  );
}

const ADD_PRODUCT_MUTATION = graphql(`
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
          field
          message
        }
      }
      ... on UploadFailed {
        bucket
        message
      }
      ... on NotSignedIn {
        message
      }
    }
  }
`);
