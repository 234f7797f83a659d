// FlipbookTransitions: view controllers and Hero-style transitions between them (issue 13,
// seed 003, SDOSHero over HeroTransitions/Hero).
//
// How the pieces fit:
//   HeroAnimationType        Hero's default animation types, `reversed()`, selectBy/autoReverse
//   ResolvedHeroAnimation    auto/selectBy/leading/trailing decided for one transition
//   HeroTransitionAnimation  a transition as a pure value: time -> both screens' poses (+ order)
//   HeroTiming               0.35 s, the standard and deceleration curves, overlay and shadow numbers
//   ViewController, NavigationController, TabBarController
//                            UIKit-like controllers with SDOSHero's API (history rule for pops,
//                            tab direction rule, modal defaults)
//   ControllerHost           shows a hierarchy in a Scene and runs transitions on its clock:
//                            backdrop, overlays, shadow, trace ids `from`/`to`, callbacks
//   TransitionDriver         a Driver: timed TransitionEvents at a fixed fps, for DriveLoop/SceneRun
//
// Not here yet (the next steps of issue 13): matched views by hero.id and modifiers, the view
// side of `hero` (isEnabled, id, modifiers), the lint for the seed's common errors, scene files,
// examples and goldens; UIKit's own (non-Hero) animations when hero.isEnabled is false (such
// transitions cut, with a warning); sheet presentation; the navigation bar's title cross-fade.
