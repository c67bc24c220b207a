CREATE TABLE "page_previews" (
	"document_sha256" text NOT NULL,
	"page" integer NOT NULL,
	"width" integer NOT NULL,
	"image_sha256" text NOT NULL,
	"pages" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_previews_document_sha256_page_width_pk" PRIMARY KEY("document_sha256","page","width")
);
