import { FollowOa } from "./follow-oa";
import { HomeFaq } from "./home-faq";
import { HowItWorks } from "./how-it-works";
import { LoanTips } from "./loan-tips";
import { NewsCarousel } from "./news-carousel";
import { PartnersCarousel } from "./partners-carousel";
import { Testimonials } from "./testimonials";

/** The marketing sections below about-us, in page order. */
export function HomeSections() {
  return (
    <>
      <HowItWorks />
      <PartnersCarousel />
      <NewsCarousel />
      <HomeFaq />
      <Testimonials />
      <LoanTips />
      <FollowOa />
    </>
  );
}
