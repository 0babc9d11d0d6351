# Self-hosting image: a Node stage builds the site, then Debian's nginx serves public/ with the configuration
# the build generated (hosting/nginx/site.conf). Not built on the project's own machine (it has no Docker);
# the nginx configuration itself is what the tests run (npm run serve:production, the e2e suite).
#
#   docker build --build-arg SITE_URL=https://www.example.org \
#     --build-arg GATSBY_SUPABASE_URL=https://<project>.supabase.co \
#     --build-arg GATSBY_SUPABASE_ANON_KEY=<anon key> -t site .
#   docker run --rm -p 8080:80 site

FROM node:22-bookworm AS build
WORKDIR /site
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
ARG SITE_URL
ARG GATSBY_SUPABASE_URL
ARG GATSBY_SUPABASE_ANON_KEY
ENV SITE_URL=$SITE_URL \
    GATSBY_SUPABASE_URL=$GATSBY_SUPABASE_URL \
    GATSBY_SUPABASE_ANON_KEY=$GATSBY_SUPABASE_ANON_KEY \
    GATSBY_TELEMETRY_DISABLED=1
RUN npm run build

FROM debian:bookworm-slim
# Debian's nginx reads /etc/nginx/conf.d/*.conf inside http {} and loads the brotli module from modules-enabled.
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
    && ln -sf /dev/stdout /var/log/nginx/access.log
COPY --from=build /site/hosting/nginx/site.conf /etc/nginx/conf.d/site.conf
COPY --from=build /site/public /var/www/site
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
