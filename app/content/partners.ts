/** Copy of the Partners page (a scratch page that follows docs/how-to.md#add-a-new-page). */
export const partnersPage = {
  path: "/partners",
  title: "Our Partners",
  metaDescription:
    "The technology and consulting partners {brand} works with to deliver, host and support the software our clients run.",
  description:
    "The companies we build, host and support software with, and what each partnership brings to our clients.",
};
